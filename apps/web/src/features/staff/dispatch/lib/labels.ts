export const CARRIER_LABELS: Record<string, string> = { UPS: 'UPS', STAMPS: 'USPS (Stamps)' };
