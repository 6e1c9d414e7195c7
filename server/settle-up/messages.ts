// What settle-up says when it refuses something. The payment rule's own messages (whole cents,
// more than $0, bounded, two people) live with the rule in core/settle-up.ts.
export const settleUpMessages = {
  paymentsOnly: "Only the group's owner and admins can record payments",
  deleteOnly: "Only the group's owner and admins can delete payments",
  paymentPeople: 'A payment is between two members of this group',
  /** An unknown id, and a payment of a group the viewer is not in, alike: nothing to learn. */
  paymentNotFound: 'Payment not found',
} as const;
