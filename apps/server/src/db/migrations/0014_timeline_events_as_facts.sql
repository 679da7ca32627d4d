ALTER TABLE "draft_order_events" ADD COLUMN "params" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "params" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- Timeline events were English sentences; they become a type and its params, which the reader's app
-- words in the reader's language. Rows written so far are read back into params from the sentence and
-- the event's data. A sentence that does not read as its type wrote it becomes a `legacy` event that
-- keeps its text. The owner rewrites every store's rows here, so row-level security steps aside for
-- the length of this transaction (a superuser is not subject to it anyway).
ALTER TABLE draft_order_events NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE order_events NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE orders NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
UPDATE draft_order_events SET type = 'legacy', params = jsonb_build_object('text', message)
WHERE NOT coalesce(CASE type
  WHEN 'created' THEN message = 'Draft created.'
  WHEN 'invoice_sent' THEN message ~ '^Invoice sent to .+\.$'
  WHEN 'quote_sent' THEN message ~ '^Quote sent to .+\.$'
  WHEN 'recovery_sent' THEN message ~ '^Recovery email sent to .+\.$'
  WHEN 'completed' THEN message ~ '^Became order .+\.$'
END, false);
--> statement-breakpoint
UPDATE draft_order_events SET params = jsonb_build_object('recipient', substring(message from ' sent to (.+)\.$'))
WHERE type IN ('invoice_sent', 'quote_sent', 'recovery_sent');
--> statement-breakpoint
UPDATE draft_order_events SET params = jsonb_build_object('orderName', substring(message from '^Became order (.+)\.$'))
WHERE type = 'completed';
--> statement-breakpoint
UPDATE order_events SET type = 'legacy', params = jsonb_build_object('text', message)
WHERE NOT coalesce(CASE type
  WHEN 'placed' THEN message ~ '^Order created from draft .+\.$'
  WHEN 'paid' THEN (data->>'amountMinor') ~ '^\d+$' AND (
    message IN ('The customer paid at checkout.', 'Marked as paid.') OR message ~ '^Payment of .+ collected\.$')
  WHEN 'fulfilled' THEN message ~ '^\d+ items? fulfilled \(.+\)\.$'
  WHEN 'cancelled' THEN message ~ '^Order cancelled \((customer|inventory|fraud|declined|other)\)'
  WHEN 'refunded' THEN (data->>'amountMinor') ~ '^\d+$'
    AND data->>'method' IN ('original', 'pix', 'bank_transfer', 'cash', 'store_credit', 'other')
    AND message ~ '^Refunded [^(]*\([^)]*\)(: .*)?\.$'
  WHEN 'note' THEN message = 'Note updated.'
END, false);
--> statement-breakpoint
UPDATE order_events SET params = jsonb_build_object('draftName', substring(message from '^Order created from draft (.+)\.$'))
WHERE type = 'placed';
--> statement-breakpoint
UPDATE order_events e SET
  type = CASE
    WHEN e.message = 'The customer paid at checkout.' THEN 'paid_at_checkout'
    WHEN e.message = 'Marked as paid.' THEN 'marked_paid'
    ELSE 'payment_collected'
  END,
  params = jsonb_build_object('amount', round((e.data->>'amountMinor')::numeric / 100, 2)::text, 'currency', o.currency_code)
FROM orders o
WHERE e.type = 'paid' AND o.tenant_id = e.tenant_id AND o.id = e.order_id;
--> statement-breakpoint
UPDATE order_events SET params = jsonb_build_object(
  'units', (substring(message from '^(\d+) item'))::int,
  'fulfillmentName', substring(message from ' fulfilled \((.+)\)\.$'))
WHERE type = 'fulfilled';
--> statement-breakpoint
UPDATE order_events e SET params = jsonb_build_object(
  'reason', substring(e.message from '^Order cancelled \((\w+)\)'),
  'restocked', e.message ~ '^Order cancelled \(\w+\), items restocked',
  'notRefunded', CASE WHEN coalesce((e.data->>'collectedMinor')::bigint, 0) > 0
    THEN jsonb_build_object('amount', round((e.data->>'collectedMinor')::numeric / 100, 2)::text, 'currency', o.currency_code)
    ELSE 'null'::jsonb END)
FROM orders o
WHERE e.type = 'cancelled' AND o.tenant_id = e.tenant_id AND o.id = e.order_id;
--> statement-breakpoint
UPDATE order_events e SET params = jsonb_build_object(
  'amount', round((e.data->>'amountMinor')::numeric / 100, 2)::text,
  'currency', o.currency_code,
  'method', e.data->>'method',
  'note', coalesce(substring(e.message from '^Refunded [^(]*\([^)]*\): (.*)\.$'), ''))
FROM orders o
WHERE e.type = 'refunded' AND o.tenant_id = e.tenant_id AND o.id = e.order_id;
--> statement-breakpoint
UPDATE order_events SET type = 'note_updated' WHERE type = 'note';
--> statement-breakpoint
ALTER TABLE draft_order_events FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE order_events FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE orders FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "draft_order_events" DROP COLUMN "message";--> statement-breakpoint
ALTER TABLE "order_events" DROP COLUMN "message";
