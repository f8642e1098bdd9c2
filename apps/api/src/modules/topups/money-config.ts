import { BANK_CODES, bankName, isValidTaxId, type BankCode } from '@trayecto/contracts';

// Where companies pay and who invoices them (issue 11): the provider's accounts, its fiscal data,
// and which payment gateway checks pago móvil payments with the bank.

export const PAYMENT_GATEWAYS = ['simulated', 'manual'] as const;
export type PaymentGatewayName = (typeof PAYMENT_GATEWAYS)[number];

export type MoneyConfig = {
  /** 'simulated': the demo bank answers (and its page exists); 'manual': every top-up is checked by finance */
  paymentGateway: PaymentGatewayName;
  issuer: { name: string; taxId: string; address: string };
  pagoMovil: { bankCode: BankCode; bankName: string; phone: string; taxId: string };
  zelle: { email: string; name: string };
  /** the provider's finance inbox: told when an advance expires unpaid */
  financeEmail: string;
  /** the simulated bank: share of payments its books know only a while later (0 to 1) */
  demoBankLateShare: number;
};

export const MONEY_ENV_DOC = [
  {
    name: 'PAYMENT_GATEWAY',
    default: 'simulated',
    description:
      'Who confirms pago móvil payments: simulated (a demo bank with its page /banco-demo, late now and then) or manual (finance checks every top-up in the console).',
  },
  {
    name: 'ISSUER_NAME',
    default: 'Trayecto, C.A.',
    description: "The provider's legal name, printed on invoices.",
  },
  {
    name: 'ISSUER_TAX_ID',
    default: 'J-31250089-6',
    description: "The provider's RIF (V, E, J or G + 8 digits + 1); invoice numbers run per RIF.",
  },
  {
    name: 'ISSUER_ADDRESS',
    default: 'Av. Francisco de Miranda, Torre Trayecto, piso 5, Chacao, Caracas 1060',
    description: "The provider's fiscal address, printed on invoices.",
  },
  {
    name: 'PAGO_MOVIL_BANK',
    default: '0134',
    description: "Bank code of the provider's pago móvil account (shown to companies).",
  },
  {
    name: 'PAGO_MOVIL_PHONE',
    default: '4145550000',
    description: "Phone of the provider's pago móvil account, 10 digits.",
  },
  {
    name: 'ZELLE_EMAIL',
    default: 'pagos@trayecto.test',
    description: "E-mail of the provider's Zelle account.",
  },
  {
    name: 'ZELLE_NAME',
    default: 'Trayecto LLC',
    description: "Name on the provider's Zelle account.",
  },
  {
    name: 'DEMO_BANK_LATE_SHARE',
    default: '0.3',
    description:
      'Simulated bank only: the share of demo payments its books know late (20 s to 5 min after they are made), 0 to 1.',
  },
  {
    name: 'FINANCE_EMAIL',
    default: 'finanzas@trayecto.test',
    description: "The provider's finance inbox, told when a company's credit expires unpaid.",
  },
] as const;

const defaultOf = (name: (typeof MONEY_ENV_DOC)[number]['name']) =>
  MONEY_ENV_DOC.find((d) => d.name === name)!.default;

/** Reads the variables above; throws an Error starting with the variable's name when one is wrong. */
export function readMoneyConfig(env: Record<string, string | undefined>): MoneyConfig {
  const get = (name: (typeof MONEY_ENV_DOC)[number]['name']) =>
    env[name]?.trim() || defaultOf(name);
  const gateway = get('PAYMENT_GATEWAY');
  if (!(PAYMENT_GATEWAYS as readonly string[]).includes(gateway))
    throw new Error(
      `PAYMENT_GATEWAY must be one of ${PAYMENT_GATEWAYS.join(', ')} (got "${gateway}")`,
    );
  const taxId = get('ISSUER_TAX_ID').toUpperCase();
  if (!isValidTaxId(taxId))
    throw new Error(`ISSUER_TAX_ID must be a RIF like J-31250089-6 (got "${taxId}")`);
  const digits = taxId.replace(/\D/g, '');
  const rif = `${taxId[0]}-${digits.slice(0, 8)}-${digits.slice(8)}`;
  const bank = get('PAGO_MOVIL_BANK');
  if (!(BANK_CODES as readonly string[]).includes(bank))
    throw new Error(`PAGO_MOVIL_BANK must be a Venezuelan bank code like 0134 (got "${bank}")`);
  const lateShare = Number(get('DEMO_BANK_LATE_SHARE'));
  if (!Number.isFinite(lateShare) || lateShare < 0 || lateShare > 1)
    throw new Error(
      `DEMO_BANK_LATE_SHARE must be a number from 0 to 1 (got "${get('DEMO_BANK_LATE_SHARE')}")`,
    );
  const phone = get('PAGO_MOVIL_PHONE');
  if (!/^\d{10}$/.test(phone))
    throw new Error(`PAGO_MOVIL_PHONE must be 10 digits (got "${phone}")`);
  return {
    paymentGateway: gateway as PaymentGatewayName,
    issuer: { name: get('ISSUER_NAME'), taxId: rif, address: get('ISSUER_ADDRESS') },
    pagoMovil: { bankCode: bank as BankCode, bankName: bankName(bank), phone, taxId: rif },
    zelle: { email: get('ZELLE_EMAIL'), name: get('ZELLE_NAME') },
    financeEmail: get('FINANCE_EMAIL'),
    demoBankLateShare: lateShare,
  };
}
