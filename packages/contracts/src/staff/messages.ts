/** What the staff and roles API says to people; the web shows the same words through its catalogues. */
export const staffMessages = {
  roleNameRequired: 'Give the role a name',
  roleNameTooLong: 'Use at most 60 characters',
  roleDescriptionTooLong: 'Use at most 300 characters',
  roleNameTaken: 'Another role already has this name',
  roleNotFound: 'No such role',
  builtInRoleFixed: 'Built-in roles cannot be changed; make a role of your own instead',
  roleInUse: 'Give its members another role before deleting this role',
  memberNotFound: 'No such member of this store',
  ownerRoleFixed: "The owner's role cannot be changed; the owner can transfer the store instead",
  ownerNotAssignable: 'A store has one owner; ownership is transferred, not given as a role',
  ownRoleFixed: 'You cannot change your own role or remove yourself',
  ownerNotRemovable: 'The owner cannot be removed from the store',
  ownerNotSuspendable: 'The owner cannot be suspended',
  ownerOnlyTransfers: "Only the store's owner can transfer it",
  suspendedCannotOwn: 'Reactivate this member before making them the owner',
  staleVersion: 'Someone else changed this role in the meantime. Review the current version and try again.',
} as const
