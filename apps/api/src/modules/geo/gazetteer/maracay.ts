import type { CityGazetteer } from './gazetteer-types.ts';

// Maracay (Girardot), with El Limón to the north-west and La Morita to the east.
export const maracay: CityGazetteer = {
  id: 'maracay',
  center: { lat: 10.2469, lng: -67.5958 },
  serviceArea: [{ lat: 10.255, lng: -67.59, radiusKm: 7 }],
  avgSpeedKmh: 28,
  // prettier-ignore
  places: [
    ['Plaza Bolívar de Maracay', 'plaza', 10.2454, -67.5967, 'Centro'],
    ['Plaza Girardot', 'plaza', 10.2478, -67.5963, 'Centro'],
    ['Catedral de Maracay', 'religious', 10.2483, -67.5953, 'Centro'],
    ['Teatro de la Ópera de Maracay', 'culture', 10.2448, -67.593, 'Centro'],
    ['Museo de Arte Contemporáneo Mario Abreu', 'culture', 10.2465, -67.5995, 'Centro'],
    ['Mercado Principal de Maracay', 'landmark', 10.243, -67.597, 'Centro'],
    ['Plaza de Toros Maestranza César Girón', 'sports', 10.242, -67.603, 'Centro'],
    ['Museo Aeronáutico de Maracay', 'culture', 10.2495, -67.604, 'Base Sucre'],
    ['Terminal de Pasajeros de Maracay', 'transport', 10.239, -67.5935, 'Av. Constitución'],
    ['Centro Comercial Parque Aragua', 'mall', 10.2355, -67.5915, 'Av. Bolívar'],
    ['Estadio José Pérez Colmenares', 'sports', 10.248, -67.5845, 'Calicanto'],
    ['Urbanización Calicanto', 'neighbourhood', 10.249, -67.58, 'Calicanto'],
    ['Centro Comercial Las Américas', 'mall', 10.25, -67.583, 'Av. Las Delicias'],
    ['Hospital Central de Maracay', 'hospital', 10.2575, -67.591, 'San José'],
    ['Centro Comercial Hyper Jumbo', 'mall', 10.256, -67.578, 'Av. Aragua'],
    ['Hospital Militar Cnel. Elbano Paredes Vivas', 'hospital', 10.255, -67.568, 'Av. Sucre'],
    ['Urbanización La Soledad', 'neighbourhood', 10.261, -67.572, 'La Soledad'],
    ['Urbanización San Jacinto', 'neighbourhood', 10.27, -67.565, 'San Jacinto'],
    ['Parque Metropolitano de Maracay', 'park', 10.265, -67.601, 'Av. Las Delicias'],
    ['Avenida Las Delicias', 'landmark', 10.268, -67.596, 'Las Delicias'],
    ['Hotel Maracay', 'hotel', 10.2745, -67.6135, 'Las Delicias'],
    ['Zoológico Las Delicias', 'park', 10.281, -67.602, 'Las Delicias'],
    ['Urbanización El Castaño', 'neighbourhood', 10.287, -67.616, 'El Castaño'],
    ['Facultad de Agronomía UCV (El Limón)', 'university', 10.288, -67.633, 'El Limón'],
    ['Universidad de Carabobo (Núcleo La Morita)', 'university', 10.233, -67.536, 'La Morita'],
    ['Urbanización El Bosque', 'neighbourhood', 10.262, -67.608, 'El Bosque'],
  ],
};
