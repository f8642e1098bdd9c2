import type { CityGazetteer } from './gazetteer-types.ts';

// Valencia, with Naguanagua and San Diego to the north and the airport to the south-east.
export const valencia: CityGazetteer = {
  id: 'valencia',
  center: { lat: 10.1621, lng: -68.0077 },
  serviceArea: [
    { lat: 10.19, lng: -68.0, radiusKm: 9 },
    { lat: 10.25, lng: -67.98, radiusKm: 7 },
    { lat: 10.16, lng: -67.94, radiusKm: 5 },
  ],
  avgSpeedKmh: 28,
  // prettier-ignore
  places: [
    ['Plaza Bolívar de Valencia', 'plaza', 10.1621, -68.0077, 'Centro'],
    ['Catedral de Valencia', 'religious', 10.1612, -68.0066, 'Centro'],
    ['Capitolio de Valencia', 'government', 10.1632, -68.0091, 'Centro'],
    ['Teatro Municipal de Valencia', 'culture', 10.1602, -68.0045, 'Centro'],
    ['Casa de la Estrella', 'culture', 10.1588, -68.0085, 'Centro'],
    ['Ateneo de Valencia', 'culture', 10.172, -68.0055, 'Av. Bolívar'],
    ['Parque Fernando Peñalver', 'park', 10.1726, -68.0152, 'Av. Cedeño'],
    ['Acuario de Valencia', 'culture', 10.1665, -68.0297, 'Av. Cedeño Oeste'],
    ['Estadio José Bernardo Pérez', 'sports', 10.177, -68.0095, 'Cristóbal Mendoza'],
    ['Ciudad Hospitalaria Dr. Enrique Tejera', 'hospital', 10.1695, -67.998, 'Av. Lara'],
    ['Terminal de Pasajeros Big Low Center', 'transport', 10.174, -67.985, 'Av. Henry Ford'],
    ['Clínica La Viña', 'hospital', 10.1925, -68.0105, 'La Viña'],
    ['Urbanización El Viñedo', 'neighbourhood', 10.195, -68.008, 'Norte'],
    ['Redoma de Guaparo', 'landmark', 10.1935, -68.023, 'Guaparo'],
    ['Urbanización Prebo', 'neighbourhood', 10.204, -68.017, 'Norte'],
    ['Urbanización El Trigal', 'neighbourhood', 10.21, -68.015, 'Norte'],
    ['Guataparo Country Club', 'sports', 10.205, -68.048, 'Guataparo'],
    ['Centro Comercial Sambil Valencia', 'mall', 10.2225, -68.0225, 'Mañongo, Naguanagua'],
    ['Hotel Hesperia WTC Valencia', 'hotel', 10.2178, -68.0096, 'Av. Salvador Feo La Cruz'],
    ['Parque Negra Hipólita', 'park', 10.227, -68.012, 'Naguanagua'],
    ['Centro Comercial La Granja', 'mall', 10.244, -68.0105, 'Naguanagua'],
    ['Universidad de Carabobo (Campus Bárbula)', 'university', 10.278, -68.004, 'Bárbula, Naguanagua'],
    ['Universidad Arturo Michelena', 'university', 10.237, -67.963, 'San Diego'],
    ['Universidad José Antonio Páez', 'university', 10.252, -67.944, 'San Diego'],
    ['Plaza de Toros Monumental de Valencia', 'sports', 10.145, -67.989, 'Av. Las Ferias'],
    ['Aeropuerto Internacional Arturo Michelena', 'airport', 10.1497, -67.9284, 'Zona Industrial Sur'],
  ],
};
