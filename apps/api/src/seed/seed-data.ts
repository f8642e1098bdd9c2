// Demo data: ARCHITECTURE.md §3 accounts with Venezuelan company names, RIF tax ids and phones.

export const DEMO_PASSWORD = 'Demo1234!';
export const ADMIN_PASSWORD = 'Admin1234!';

export type SeedCorporate = {
  key: 'demo' | 'otra' | 'master' | 'pending';
  email: string;
  uniqueId: string;
  name: string;
  taxId: string;
  phone: string;
  city: string;
  fiscalAddress: string;
  status: 'approved' | 'pending';
  isActiveShipments: boolean;
  isActiveMultiStops: boolean;
  isCorporateMaster: boolean;
  isAllowCredits: boolean;
  /** dollars */
  overdraft: number;
};

export const SEED_CORPORATES: SeedCorporate[] = [
  {
    key: 'demo',
    email: 'demo@trayecto.test',
    uniqueId: 'TE-100101',
    name: 'Distribuidora El Ávila C.A.',
    taxId: 'J-40123456-7',
    phone: '2129512233',
    city: 'Caracas',
    fiscalAddress: 'Av. Francisco de Miranda, Torre Delta, piso 8, Los Palos Grandes, Caracas 1060',
    status: 'approved',
    isActiveShipments: true,
    isActiveMultiStops: true,
    isCorporateMaster: false,
    isAllowCredits: true,
    overdraft: 500,
  },
  {
    key: 'otra',
    email: 'otra@trayecto.test',
    uniqueId: 'TE-100102',
    name: 'Servicios Logísticos del Lago C.A.',
    taxId: 'J-29876543-1',
    phone: '2617983410',
    city: 'Maracaibo',
    fiscalAddress: 'Av. 5 de Julio con calle 77, Edif. Lago Mar, Maracaibo 4001',
    status: 'approved',
    isActiveShipments: false,
    isActiveMultiStops: false,
    isCorporateMaster: false,
    isAllowCredits: false,
    overdraft: 250,
  },
  {
    key: 'master',
    email: 'master@trayecto.test',
    uniqueId: 'TE-100100',
    name: 'Grupo Empresarial Caribe C.A.',
    taxId: 'J-50011223-4',
    phone: '2122637788',
    city: 'Caracas',
    fiscalAddress: 'Av. Francisco de Miranda, Torre Delta, piso 8, Los Palos Grandes, Caracas 1060',
    status: 'approved',
    isActiveShipments: false,
    isActiveMultiStops: false,
    isCorporateMaster: true,
    isAllowCredits: false,
    overdraft: 0,
  },
  {
    key: 'pending',
    email: 'pending@trayecto.test',
    uniqueId: 'TE-100103',
    name: 'Farmacia Los Samanes C.A.',
    taxId: 'J-41234987-0',
    phone: '2418245566',
    city: 'Valencia',
    fiscalAddress: 'Av. Bolívar Norte, C.C. Los Samanes, local 12, Valencia 2001',
    status: 'pending',
    isActiveShipments: false,
    isActiveMultiStops: false,
    isCorporateMaster: false,
    isAllowCredits: false,
    overdraft: 0,
  },
];

export const SEED_ADMIN = {
  email: 'admin@trayecto.test',
  name: 'Mariana Rengifo (Trayecto)',
  role: 'owner',
} as const;

/** The provider's staff: the owner of the README, and one admin of each narrower role. */
export const SEED_ADMINS = [
  SEED_ADMIN,
  { email: 'finanzas@trayecto.test', name: 'Luis Briceño (Trayecto)', role: 'finance' },
  { email: 'soporte@trayecto.test', name: 'Andrea Salas (Trayecto)', role: 'support' },
] as const;

/** [name, cédula, phone, department, active] */
type PayrollSeed = [string, string, string, string, boolean];

export const SEED_PAYROLL: Record<'demo' | 'otra', { domain: string; users: PayrollSeed[] }> = {
  demo: {
    domain: 'elavila.com.ve',
    users: [
      ['María Alejandra González', 'V-18456723', '4141234567', 'Ventas', true],
      ['José Gregorio Pérez', 'V-15678234', '4241987654', 'Logística', true],
      ['Andreína Rodríguez', 'V-20345678', '4125551234', 'Administración', true],
      ['Luis Eduardo Hernández', 'V-12987456', '4147773210', 'Ventas', true],
      ['Carolina Martínez', 'V-22134567', '4246549871', 'Recursos Humanos', true],
      ['Carlos Alberto Rivas', 'V-17456321', '4141230987', 'Logística', true],
      ['Daniela Carolina Briceño', 'V-24567123', '4143216548', 'Finanzas', true],
      ['Jesús Rafael Medina', 'V-13245678', '4127894561', 'Almacén', true],
      ['Yusmary Coromoto Díaz', 'V-19876543', '4245556677', 'Atención al Cliente', true],
      ['Rafael Antonio Salazar', 'V-11345987', '4148889900', 'Gerencia', true],
      ['Génesis Valentina Mora', 'V-26789012', '4129990011', 'Mercadeo', false],
      ['Óscar Enrique Villalobos', 'E-84567231', '4243332211', 'Almacén', false],
    ],
  },
  otra: {
    domain: 'logisticasdellago.com.ve',
    users: [
      ['Ana Karina Fernández', 'V-16789345', '4146781234', 'Operaciones', true],
      ['Pedro José Urdaneta', 'V-14567890', '4246782345', 'Operaciones', true],
      ['Mariángel Finol', 'V-21456789', '4126783456', 'Administración', true],
      ['Wilmer Antonio Atencio', 'V-12678901', '4146784567', 'Flota', true],
      ['Yelitza Paz', 'V-17890123', '4246785678', 'Finanzas', true],
      ['Henry Javier Montiel', 'V-19012345', '4126786789', 'Flota', true],
      ['Rosangela Soto', 'V-23123456', '4146787890', 'Atención al Cliente', true],
      ['Édgar Luis Chacín', 'V-10234567', '4246788901', 'Gerencia', true],
      ['Nathaly Bracho', 'V-25345678', '4126789012', 'Recursos Humanos', true],
      ['Jorge Luis Fuenmayor', 'V-15456789', '4146780123', 'Despacho', true],
      ['Dayana Carolina Parra', 'V-22567890', '4246781122', 'Despacho', true],
      ['Richard Alexander Nava', 'V-18678901', '4126782233', 'Flota', false],
    ],
  },
};

/** Past wallet movements: [days ago, dollars, kind, description], oldest first. Demo's come
 * before its seeded trips (1 to 58 days ago, seed-trips.ts), so the ledger's order is the time order. */
export const SEED_MOVEMENTS: Record<
  'demo' | 'otra' | 'master',
  Array<[number, number, string, string]>
> = {
  demo: [
    [75, 1500, 'seed_topup', 'Saldo inicial'],
    [68, 800, 'topup', 'Recarga por pago móvil · Ref. 4821'],
    [64, 450.75, 'topup', 'Recarga por Zelle · Ref. 7730'],
    [61, 300, 'topup', 'Recarga por pago móvil · Ref. 1954'],
  ],
  otra: [
    [40, 900, 'seed_topup', 'Saldo inicial'],
    [21, 350.5, 'topup', 'Recarga por Zelle · Ref. 6612'],
    [6, 125, 'topup', 'Recarga por pago móvil · Ref. 3307'],
  ],
  // the group's own wallet, which it shares out to its panels
  master: [
    [50, 5000, 'seed_topup', 'Saldo inicial'],
    [12, 1200, 'topup', 'Recarga por Zelle · Ref. 5120'],
  ],
};

/** Bolívares per dollar on the seed day. */
export const SEED_VES_PER_USD = '236.457100';

/**
 * The demo company's team (issue 13): people who sign in to its panel with their own e-mail and
 * the demo password, each with a role. The company's own login is the owner (admin).
 */
export const SEED_MEMBERS = [
  { email: 'coordinacion@elavila.test', name: 'Mariela Quintero', role: 'coordinator' },
  { email: 'tesoreria@elavila.test', name: 'Rafael Briceño', role: 'finance' },
  { email: 'lectura@elavila.test', name: 'Andreína Salazar', role: 'viewer' },
] as const;
