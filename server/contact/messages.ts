// What the sender of the contact form reads when the server refuses it. The web form checks the
// same two things first with its own field messages (web/src/features/contact/schemas.ts).
export const contactMessages = {
  required: 'Please fill in all fields',
  invalidEmail: 'Invalid email address',
} as const;
