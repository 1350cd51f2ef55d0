import { afterAll, describe, expect, it } from 'vitest';
import { cleanupDataDirs, startSandbox } from './helpers';

afterAll(cleanupDataDirs);

async function lookup(country: string, pin: string) {
  const { app } = await startSandbox();
  return app.inject({
    method: 'GET',
    url: `/contact-info/countries/${country}/pincodes/${encodeURIComponent(pin)}`,
  });
}

describe('GET /contact-info/countries/:country/pincodes/:pin', () => {
  it.each([
    ['IN', '641002', 'Coimbatore', 'Tamil Nadu'],
    ['IN', '500001', 'Hyderabad', 'Telangana'],
    ['IN', '110001', 'Delhi', 'Delhi'],
    ['in', '560001', 'Bangalore', 'Karnataka'],
    ['US', '37201', 'Nashville', 'TN'],
    ['US', '37201-1234', 'Nashville', 'TN'],
    ['CA', 'M5V 3L9', 'Toronto', 'Ontario'],
    ['CA', 'm5v', 'Toronto', 'Ontario'],
    ['CA', 'H2X1Y4', 'Montréal', 'Quebec'],
    ['CA', 'K0A 1A0', '', 'Ontario'],
    ['CA', 'X0A 0H0', '', 'Nunavut'],
    ['NP', '44600', 'Kathmandu', 'Bagmati Province'],
    ['NP', '33700', 'Pokhara', 'Gandaki Province'],
  ])('%s %s → %s, %s', async (country, pin, defaultcity, state) => {
    const response = await lookup(country, pin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ defaultcity, state });
  });

  it.each([
    ['IN', '999999'],
    ['NP', '12345'],
    ['SG', '018956'],
    ['FR', '75001'],
  ])('%s %s → 404', async (country, pin) => {
    const response = await lookup(country, pin);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No city found for this pin code' });
  });

  it.each([
    ['IN', '64100'],
    ['IN', '064100'],
    ['IN', '6410O2'],
    ['US', '3720'],
    ['CA', 'D1A 1A1'],
    ['CA', '123456'],
    ['NP', '446000'],
    ['INDIA', '641002'],
  ])('%s %s → 400', async (country, pin) => {
    const response = await lookup(country, pin);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBeTruthy();
  });
});
