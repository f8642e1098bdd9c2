// Names, vehicles and colours as they are common in Venezuela today.

// prettier-ignore
export const FIRST_NAMES = [
  'José', 'Luis', 'Carlos', 'Jesús', 'Juan', 'Pedro', 'Miguel', 'Rafael', 'Alejandro', 'Gabriel',
  'Daniel', 'Jorge', 'Ángel', 'Ricardo', 'Yorman', 'Yonathan', 'Jhonny', 'Wilmer', 'Freddy', 'Reinaldo',
  'Héctor', 'Oswaldo', 'Eduardo', 'Richard', 'Franklin', 'Víctor', 'Leonardo', 'Andrés', 'Orlando', 'Gustavo',
  'María', 'Andreína', 'Daniela', 'Yusmary', 'Mariela', 'Carolina', 'Gabriela', 'Yelitza', 'Rosa', 'Génesis',
  'Marbelys', 'Luisana', 'Milagros', 'Yajaira', 'Valentina', 'Oriana', 'Dayana', 'Johana',
] as const;

// prettier-ignore
export const LAST_NAMES = [
  'González', 'Rodríguez', 'Pérez', 'Hernández', 'García', 'Martínez', 'López', 'Díaz', 'Sánchez', 'Romero',
  'Rojas', 'Mendoza', 'Torres', 'Ramírez', 'Flores', 'Suárez', 'Gutiérrez', 'Medina', 'Contreras', 'Guzmán',
  'Colmenares', 'Briceño', 'Carrasquel', 'Salazar', 'Villegas', 'Marcano', 'Chirinos', 'Quintero', 'Urdaneta',
  'Bracho', 'Parra', 'Zambrano', 'Rivas', 'Blanco', 'Castillo', 'Figueroa', 'Acosta', 'Brito', 'Aponte', 'Lugo',
] as const;

export type VehicleModel = readonly [
  brand: string,
  model: string,
  fromYear: number,
  toYear: number,
];

export const VEHICLES = {
  economy: [
    ['Chevrolet', 'Aveo', 2007, 2015],
    ['Chevrolet', 'Spark', 2008, 2016],
    ['Chevrolet', 'Optra', 2007, 2013],
    ['Ford', 'Fiesta', 2006, 2014],
    ['Hyundai', 'Getz', 2007, 2012],
    ['Renault', 'Logan', 2008, 2014],
    ['Kia', 'Rio', 2008, 2019],
    ['Toyota', 'Yaris', 2007, 2015],
    ['Chery', 'Orinoco', 2012, 2016],
    ['Fiat', 'Palio', 2007, 2012],
    ['Volkswagen', 'Gol', 2008, 2013],
  ],
  comfort: [
    ['Toyota', 'Corolla', 2012, 2024],
    ['Hyundai', 'Elantra', 2013, 2023],
    ['Chevrolet', 'Cruze', 2012, 2019],
    ['Kia', 'Cerato', 2014, 2024],
    ['Mazda', '3', 2012, 2022],
    ['Honda', 'Civic', 2012, 2022],
    ['Ford', 'Fusion', 2010, 2016],
  ],
  xl: [
    ['Toyota', 'Fortuner', 2010, 2024],
    ['Chevrolet', 'Grand Vitara', 2008, 2015],
    ['Ford', 'Explorer', 2011, 2022],
    ['Toyota', '4Runner', 2010, 2023],
    ['Chevrolet', 'Captiva', 2010, 2018],
    ['Mitsubishi', 'Montero', 2008, 2016],
    ['Chery', 'Tiggo 8', 2021, 2024],
  ],
  moto: [
    ['Bera', 'SBR 150', 2012, 2024],
    ['Empire Keeway', 'Horse 150', 2010, 2024],
    ['Suzuki', 'GN 125', 2008, 2020],
    ['Yamaha', 'YBR 125', 2010, 2023],
    ['MD', 'Águila 150', 2013, 2023],
    ['Haojue', 'DK 150', 2015, 2024],
  ],
} as const satisfies Record<string, readonly VehicleModel[]>;

export const COLOURS = [
  'Blanco',
  'Plata',
  'Gris',
  'Negro',
  'Rojo',
  'Azul',
  'Vinotinto',
  'Beige',
  'Verde',
] as const;

/** Short codes for driver ids, by city. */
export const CITY_CODES = {
  caracas: 'ccs',
  maracaibo: 'mcb',
  valencia: 'vln',
  barquisimeto: 'bqm',
  maracay: 'myc',
  puerto_ordaz: 'pzo',
  guarenas_guatire: 'ggt',
  altos_mirandinos: 'ltq',
  barcelona_plc_lecheria: 'bla',
} as const;
