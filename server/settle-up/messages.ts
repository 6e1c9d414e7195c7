// What settle-up says when it refuses something. The payment rule's own messages (whole cents,
// more than $0, bounded, two people) live with the rule in core/settle-up.ts.
export const settleUpMessages = {
  paymentsOnly: "Only the group's owner and admins can record payments",
  paymentPeople: 'A payment is between two members of this group',
} as const;
