import { redirect } from 'react-router';
import { readSession } from '../lib/session';
import { homePathForSession } from './shell/navigation-for-session';

/**
 * Spec 1 §6: anyone without a token carrying one of the platform roles goes to /login. readSession()
 * is null both without a token and for a token whose role is not SuperUser, TenantUser or ClientUser.
 */
export function requireSession() {
  if (!readSession()) throw redirect('/login');
  return null;
}

/** Spec 1 §2.2: a bare /dashboard sends the super user to tenants and everyone else home (homePathFor). */
export function redirectToHome() {
  const session = readSession();
  throw redirect(session ? homePathForSession(session) : '/login');
}

/**
 * Spec 1 §2.3: the platform administration screens belong to the super user; anyone else goes home.
 * The server refuses their calls regardless (403); this only spares a screen of errors.
 */
export function requireSuperUser() {
  const session = readSession();
  if (!session) throw redirect('/login');
  if (session.claims.role !== 'SuperUser') throw redirect(homePathForSession(session));
  return null;
}

/** Issue 10: the tenant staff's Sanctions Lists screen; the super user has the Watchlists screen instead. */
export function requireTenantStaff() {
  const session = readSession();
  if (!session) throw redirect('/login');
  if (session.claims.role === 'SuperUser') throw redirect('/dashboard/watchlists');
  return null;
}

/**
 * Spec 1 §2.3 and spec 2 §6: the review lists (In Review, Ongoing Monitoring Alerts) are hidden for the FLA
 * client role, and so are the Monitoring Runs of the same group (issue 17); an FLA who types the address goes
 * home. The server refuses an FLA's decisions regardless.
 */
export function requireReviewer() {
  const session = readSession();
  if (!session) throw redirect('/login');
  if (session.claims.role === 'SuperUser' || session.clientRole === 'FLA') throw redirect(homePathForSession(session));
  return null;
}
