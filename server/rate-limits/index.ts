// Fixed-window throttles (sign-in, registration, contact, invitations) and the deployment-wide
// mail send slots, all kept in the shared rate_limits table so every instance counts alike.
export { consume, countFailure, enforce, hit, limits, type Limit } from './limits';
export { releaseSendSlot, takeSendSlot, type SlotAttempt } from './store/send-slots';
