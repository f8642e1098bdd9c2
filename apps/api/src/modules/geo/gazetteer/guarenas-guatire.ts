import type { CityGazetteer } from './gazetteer-types.ts';

// Guarenas (Plaza, west) and Guatire (Zamora, east), east of Caracas.
export const guarenasGuatire: CityGazetteer = {
  id: 'guarenas_guatire',
  center: { lat: 10.472, lng: -66.58 },
  serviceArea: [
    { lat: 10.472, lng: -66.58, radiusKm: 7 },
    { lat: 10.472, lng: -66.52, radiusKm: 4 },
  ],
  avgSpeedKmh: 30,
  // prettier-ignore
  places: [
    ['Plaza Bolívar de Guarenas', 'plaza', 10.4667, -66.6112, 'Guarenas'],
    ['Iglesia Nuestra Señora de Copacabana', 'religious', 10.4672, -66.6104, 'Guarenas'],
    ['Terminal de Pasajeros de Guarenas', 'transport', 10.47, -66.606, 'Guarenas'],
    ['Distribuidor Guarenas', 'transport', 10.462, -66.619, 'Guarenas'],
    ['Centro Comercial Miranda', 'mall', 10.47, -66.619, 'Guarenas'],
    ['Urbanización Trapichito', 'neighbourhood', 10.456, -66.617, 'Guarenas'],
    ['Urbanización Las Barrancas', 'neighbourhood', 10.464, -66.625, 'Guarenas'],
    ['Urbanización Menca de Leoni', 'neighbourhood', 10.483, -66.623, 'Guarenas'],
    ['Urbanización Oropeza Castillo', 'neighbourhood', 10.476, -66.608, 'Guarenas'],
    ['Urbanización Las Clavellinas', 'neighbourhood', 10.46, -66.605, 'Guarenas'],
    ['Zona Industrial de Guarenas', 'business', 10.458, -66.608, 'Guarenas'],
    ['Urbanización Nueva Casarapa', 'neighbourhood', 10.478, -66.592, 'Guarenas'],
    ['Urbanización Terrazas del Este', 'neighbourhood', 10.485, -66.578, 'Guarenas'],
    ['Urbanización El Marqués', 'neighbourhood', 10.4695, -66.568, 'Guatire'],
    ['Centro Comercial Buenaventura', 'mall', 10.4695, -66.556, 'Guatire'],
    ['Urbanización La Rosa', 'neighbourhood', 10.4785, -66.5545, 'Guatire'],
    ['Mercado Municipal de Guatire', 'landmark', 10.473, -66.544, 'Guatire'],
    ['Plaza Bolívar de Guatire', 'plaza', 10.4737, -66.5417, 'Guatire'],
    ['Iglesia Santa Cruz de Pacairigua', 'religious', 10.4743, -66.541, 'Guatire'],
    ['Centro Comercial Guatire Plaza', 'mall', 10.477, -66.5385, 'Guatire'],
    ['Urbanización El Rodeo', 'neighbourhood', 10.487, -66.536, 'Guatire'],
    ['Zona Industrial de Guatire', 'business', 10.465, -66.535, 'Guatire'],
    ['Urbanización Castillejo', 'neighbourhood', 10.481, -66.528, 'Guatire'],
    ['Urbanización Valle Arriba', 'neighbourhood', 10.462, -66.525, 'Guatire'],
    ['Urbanización El Ingenio', 'neighbourhood', 10.4665, -66.522, 'Guatire'],
    ['Ciudad Belén', 'neighbourhood', 10.477, -66.508, 'Guatire'],
  ],
};
