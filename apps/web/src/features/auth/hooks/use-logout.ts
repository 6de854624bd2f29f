// Logging out is shared by every signed-in area; it lives in shared/lib.
export { useLogout } from '../../../shared/lib/use-logout';
