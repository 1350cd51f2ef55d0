// The staff console as the temple office meets it (issue 26): a deep link survives choosing the centre, nothing
// irreversible happens on one click, every screen speaks the person's language, and wide tables say they scroll.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { E2E } from './e2e-env';
import { adminAddsRitual } from './full-day/admin-adds-ritual';
import { ACCOUNTS_MANAGER } from './full-day/accountant-closes-day';
import { schedulerOpensDates } from './full-day/scheduler-opens-dates';
import { expectNoSeriousAxeViolations } from './support/orders';
import { signIn } from './support/sign-in';

const NO_ACCESS = "You don't have access to this center";

async function staffPage(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email, { origin: E2E.backOfficeOrigin });
  await page.getByRole('button', { name: 'Sannidhi Tennessee' }).click();
  await expect(page).toHaveURL(`${E2E.backOfficeOrigin}/staff`);
  return page;
}

/** The date `days` from today in the centre's zone, yyyy-mm-dd. */
const dayAtTennessee = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago', dateStyle: 'short' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

test('a staff deep link opened before a centre is chosen ends on that page, never on "no access"', async ({
  page,
}) => {
  const seen: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.push(new URL(frame.url()).pathname);
  });
  await signIn(page, 'demo.ritual-scheduler@example.org', {
    origin: E2E.backOfficeOrigin,
    path: '/staff/schedule',
  });
  await page.getByRole('button', { name: 'Sannidhi Tennessee' }).click();
  await expect(page).toHaveURL(`${E2E.backOfficeOrigin}/staff/schedule`);
  await expect(page.getByRole('heading', { level: 1, name: 'Schedule' })).toBeVisible();
  await expect(page.getByRole('heading', { name: NO_ACCESS })).toHaveCount(0);
  expect(seen).not.toContain('/BackOfficeUserNotAllowed');
});

test('the office: a truthful new-ritual toast, capacity buttons told apart, audit sentences, a day closed only when over and after a yes', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const ritualName = `Chandi Homa ${Date.now().toString(36).toUpperCase()}`;

  // The centre admin adds a ritual: the editor's choices are in words, and the toast says it has no dates yet.
  const admin = await staffPage(browser, 'demo.center-admin@example.org');
  await admin.getByRole('list', { name: 'Staff pages' }).getByRole('link', { name: 'Catalogue' }).click();
  await admin.getByRole('button', { name: 'Add a ritual' }).click();
  const layouts = await admin
    .getByRole('combobox', { name: 'Calendar layout' })
    .locator('option')
    .allTextContents();
  expect(layouts.join(' | ')).not.toMatch(/Default v2|Default|Sparse/);
  await admin.getByRole('button', { name: 'Add a question' }).click();
  await expect(admin.getByLabel('Short name for the answers to question 1')).toBeVisible();
  await expect(admin.getByText(/Answer name of question/)).toHaveCount(0);
  await admin.getByRole('button', { name: 'Remove question 1' }).click();
  await adminAddsRitual(admin, { name: ritualName, priceMinor: 2100, withPrasadam: true });
  await expect(admin.getByText(/devotees see it now/)).toHaveCount(0);

  // The scheduler's in-person and online capacity buttons have names of their own.
  const scheduler = await staffPage(browser, 'demo.ritual-scheduler@example.org');
  await schedulerOpensDates(scheduler, { ritualName, capacity: 10, days: 1 });
  const capacity = scheduler.getByRole('button', { name: /^Change capacity of / });
  const names = await capacity.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
  expect(names.length).toBeGreaterThanOrEqual(2);
  expect(new Set(names).size).toBe(names.length);
  for (const a of names) for (const b of names) if (a !== b) expect(b.startsWith(a)).toBe(false);
  expect(names.some((n) => n.endsWith(', in person'))).toBe(true);
  expect(names.some((n) => n.endsWith(', online'))).toBe(true);
  await scheduler.context().close();

  // The audit log reads as sentences, with the raw record behind a toggle; on a phone the table says it scrolls.
  await admin.goto(`${E2E.backOfficeOrigin}/staff`);
  await admin.getByRole('list', { name: 'Staff pages' }).getByRole('link', { name: 'Audit log' }).click();
  const entries = admin.getByRole('table', { name: 'Audit entries' });
  const added = entries.getByRole('row').filter({ hasText: `Added the ritual ${ritualName}.` });
  await expect(added).toHaveCount(1);
  // What the eye reads (a closed toggle's content is not shown): no JSON, no stored action names.
  const shown = () => entries.evaluate((e) => (e as HTMLElement).innerText);
  expect(await shown()).not.toContain('{"');
  expect(await shown()).not.toContain('ritual.create');
  await added.getByText('Details', { exact: true }).click();
  await expect(added.getByText('ritual.create')).toBeVisible();
  await admin.setViewportSize({ width: 360, height: 780 });
  const auditRegion = admin.getByRole('region', { name: 'Audit entries, table' });
  await expect(auditRegion).toHaveAttribute('tabindex', '0');
  await expect(admin.getByText('Scroll sideways to see every column')).toBeVisible();
  await expectNoSeriousAxeViolations(admin);
  await admin.context().close();

  // The accounts manager cannot close a day that is not over, and closing an ended day asks first.
  const accountant = await (await browser.newContext({ viewport: { width: 360, height: 780 } })).newPage();
  await signIn(accountant, ACCOUNTS_MANAGER, { origin: E2E.backOfficeOrigin });
  await accountant.getByRole('button', { name: 'Sannidhi Tennessee' }).click();
  await accountant.getByRole('list', { name: 'Staff pages' }).getByRole('link', { name: 'Accounts' }).click();
  await accountant.getByLabel('Date').fill(dayAtTennessee(0));
  const close = accountant.getByRole('region', { name: 'Day close' });
  // The day in the centre's date format, as its other screens show dates (issue 26 walk).
  const [year, month, day] = dayAtTennessee(0).split('-');
  await expect(close).toContainText(`${month}/${day}/${year} has not ended yet at Sannidhi Tennessee`);
  await expect(close.getByRole('button', { name: 'Close the day' })).toHaveCount(0);
  await expect(accountant.getByRole('region', { name: 'Collections per channel, table' })).toHaveAttribute(
    'tabindex',
    '0',
  );
  await expectNoSeriousAxeViolations(accountant);

  await accountant.getByLabel('Date').fill(dayAtTennessee(-30));
  await close.getByRole('button', { name: 'Close the day' }).click();
  const dialog = accountant.getByRole('dialog', {
    name: /^Close \d\d\/\d\d\/\d{4} at Sannidhi Tennessee\?$/,
  });
  await expect(dialog).toContainText('cannot be opened again');
  await dialog.getByRole('button', { name: 'Keep the day open' }).click();
  await expect(dialog).toBeHidden();
  await expect(close).toContainText('This day is open');
  await expect(close.getByRole('button', { name: 'Close the day' })).toBeVisible();
  await accountant.context().close();
});
