// Fixed-window throttles (sign-in, registration, contact, invitations) and the deployment-wide
// mail send slots, all kept in the shared rate_limits table so every instance counts alike.
export { countFailure, enforce, hit, limits } from './limits';
export { releaseSendSlot, takeSendSlot } from './store/send-slots';
