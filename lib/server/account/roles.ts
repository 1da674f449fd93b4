/* The role check lives with the session in core (the route pipeline runs it); areas keep importing it from here. */
export { holdsRole, requireRole, type MemberRole } from '@/lib/server/core/roles';
