import { LOGIN_FAILURE_WINDOW_MS, isLanguage } from '@trayecto/contracts';
import type { AppDeps } from '../../app-types.ts';
import type { AuthJobs } from './auth-jobs.ts';
import { findCorporateByEmail } from './auth.repository.ts';
import { formatAlertTime, loginAlertEmail } from './login-alert-email.ts';
import * as repo from './login-throttle.repository.ts';
import { SLOW_AFTER_FAILURES } from './login-throttle.ts';

export type LoginFailure = { email: string; ip: string; at: Date };

/**
 * Background job after every failed login (known e-mail or not, so the request does the same
 * work either way): once the e-mail has SLOW_AFTER_FAILURES failures in the window, its owner is
 * told once per burst, with the address and time of the latest. A burst runs until the window
 * passes without failures past the threshold; its key is `alert:<corporate id>`.
 */
export async function alertOwnerOfBurst(deps: AppDeps, jobs: AuthJobs, failure: LoginFailure) {
  const { email, ip, at } = failure;
  await repo.pruneThrottle(deps.db, new Date(at.getTime() - LOGIN_FAILURE_WINDOW_MS));
  const corporate = await findCorporateByEmail(deps.db, email);
  if (!corporate) return;
  const since = new Date(at.getTime() - LOGIN_FAILURE_WINDOW_MS);
  const count = await repo.countEmailFailures(deps.db, email, since);
  if (count < SLOW_AFTER_FAILURES) return;
  const burstEnd = new Date(at.getTime() + LOGIN_FAILURE_WINDOW_MS);
  if (!(await repo.claimBurst(deps.db, `alert:${corporate.id}`, at, burstEnd))) return;
  const lang = isLanguage(corporate.lang) ? corporate.lang : 'es';
  const mail = loginAlertEmail(lang, {
    name: corporate.name,
    product: deps.config.productName,
    count,
    ip,
    time: formatAlertTime(lang, at, corporate.timezone),
  });
  jobs.log.warn(
    { corporateId: corporate.id, ip, failures: count },
    'login failures: owner warned by e-mail',
  );
  await deps.mailer.send({ to: corporate.email, ...mail });
}
