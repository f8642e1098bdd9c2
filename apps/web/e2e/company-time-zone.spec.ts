// One time zone, the company's (America/Caracas), whatever the device's: a trip booked from a
// browser in Tokyo or New York for 10:30 is 10:30 in Caracas in the picker, on the confirmation
// and in what the server stores; the picker says the zone once.
import type { Page } from '@playwright/test';
import { formatDateTime } from '@trayecto/contracts';
import { ACCOUNTS, expect, signInFromLogin, test } from './support/fixtures.ts';
import { text } from './support/locales.ts';

const COMPANY_ZONE = 'America/Caracas';

/** 10:30 in Caracas, `days` from now (as the company's calendar counts them). */
function companyMorning(days: number): { at: Date; parts: Record<string, string> } {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: COMPANY_ZONE }).format(
    new Date(Date.now() + days * 86_400_000),
  );
  // Caracas is UTC-4 all year (no daylight saving)
  const at = new Date(`${day}T14:30:00.000Z`);
  const [year, month, dd] = day.split('-') as [string, string, string];
  return { at, parts: { day: dd, month, year, hour: '10', minute: '30' } };
}

async function pickOption(page: Page, field: string, q: string, option: RegExp) {
  await page.getByRole('combobox', { name: field }).fill(q);
  await page.getByRole('option', { name: option }).first().click();
}

for (const device of ['Asia/Tokyo', 'America/New_York']) {
  test(`a trip scheduled from a device in ${device} is booked at the company's hour`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ baseURL, locale: 'es-VE', timezoneId: device });
    const page = await context.newPage();
    try {
      // the browser really is elsewhere: its own clock is not Caracas's
      expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
        device,
      );
      await signInFromLogin(page, ACCOUNTS.demo);
      await page.goto('/running_trips');
      await page.getByRole('button', { name: 'Solicitar viaje' }).first().click();
      await page.getByLabel('Buscar colaborador').fill('José');
      await page.getByRole('option', { name: /José Gregorio Pérez/ }).click();
      await pickOption(page, 'Origen', 'Plaza Bolívar de Caracas', /Plaza Bolívar de Caracas/);
      await pickOption(page, 'Destino', 'Sambil La Candelaria', /Centro Sambil La Candelaria/);
      await page.locator('[data-fare="economy"]').click();

      await page.getByRole('button', { name: 'Programar' }).click();
      // the zone is said once, by the picker, in the company's words
      const zoneNote = page.getByText(/Hora de la empresa: hora de Venezuela \(GMT-4\)\.$/);
      await expect(zoneNote).toHaveCount(1);
      const { at, parts } = companyMorning(2);
      await page.getByRole('spinbutton', { name: text('es', 'common', 'controls.day') }).click();
      await page.keyboard.type(
        `${parts.day}${parts.month}${parts.year}${parts.hour}${parts.minute}`,
      );
      // the picker shows the typed wall clock back (not shifted into the device's zone)
      await expect(page.locator('input[name="scheduled_at"]')).toHaveValue(
        `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`,
      );
      await page.getByRole('button', { name: 'Continuar' }).click();

      // the confirmation says the same hour, in the company's zone
      const when = formatDateTime(at, 'es', COMPANY_ZONE);
      expect(when).toContain('10:30');
      await expect(
        page.getByRole('dialog', { name: 'Solicitar viaje' }).getByText(when, { exact: true }),
      ).toBeVisible();

      const posted = page.waitForResponse(
        (r) => r.request().method() === 'POST' && /\/api\/corporate\/trips$/.test(r.url()),
      );
      await page.getByRole('button', { name: 'Confirmar y solicitar' }).click();
      const response = await posted;
      expect(response.status(), await response.text()).toBe(201);
      // what the server stored is that instant: 10:30 in Caracas, 14:30 UTC
      const stored = ((await response.json()) as { data: { _id: string; scheduled_at: string } })
        .data;
      expect(stored.scheduled_at).toBe(at.toISOString());
      await expect(page.getByText(/^Viaje VJ-[A-Z0-9]+ solicitado\.$/)).toBeVisible();

      // cancelled again: the hold on José's balance goes, and the journeys after this one that
      // book for him find his balance as the seed left it
      const token = (await page.evaluate(
        () => /"token":"([^"]+)"/.exec(localStorage.getItem('auth') ?? '')?.[1] ?? '',
      ))!;
      const headers = { 'access-token': token, authorization: `Bearer ${token}` };
      const reasons = await context.request.get('/api/corporate/cancel-reasons', { headers });
      const reasonId = ((await reasons.json()) as { data: { reasons: Array<{ id: string }> } }).data
        .reasons[0]!.id;
      const cancelled = await context.request.post(
        `/api/corporate/trips/${encodeURIComponent(stored._id)}/cancel`,
        {
          headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
          data: { reason_id: reasonId },
        },
      );
      expect(cancelled.status(), await cancelled.text()).toBeLessThan(300);
    } finally {
      await context.close();
    }
  });
}
