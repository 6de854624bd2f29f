// Who is signed in is shared by every feature; it lives in shared/lib.
export * from '../../../shared/lib/session';
