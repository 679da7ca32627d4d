/**
 * How a policy's HTML reads, in the editor and on the public page alike: headings, paragraphs, lists and
 * links styled from the outside, since the stored HTML carries no classes.
 */
export const policyTextClass =
  '[&_a]:underline [&_h2]:mt-4 [&_h2]:mb-2 [&_h2]:font-semibold [&_h2]:text-xl [&_h3]:mt-3 [&_h3]:mb-1 ' +
  '[&_h3]:font-semibold [&_h3]:text-lg [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-2 [&_ul]:list-disc [&_ul]:pl-6 ' +
  '[&_blockquote]:border-l-4 [&_blockquote]:pl-3 [&_blockquote]:text-muted-foreground'
