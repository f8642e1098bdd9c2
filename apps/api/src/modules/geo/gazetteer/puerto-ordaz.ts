import type { CityGazetteer } from './gazetteer-types.ts';

// Ciudad Guayana: Puerto Ordaz west of the Caroní river, San Félix east of it.
export const puertoOrdaz: CityGazetteer = {
  id: 'puerto_ordaz',
  center: { lat: 8.2965, lng: -62.7292 },
  serviceArea: [
    { lat: 8.3, lng: -62.72, radiusKm: 8 },
    { lat: 8.345, lng: -62.655, radiusKm: 5 },
  ],
  avgSpeedKmh: 35,
  // prettier-ignore
  places: [
    ['Aeropuerto Internacional Manuel Carlos Piar', 'airport', 8.2885, -62.7604, 'Puerto Ordaz'],
    ['Urbanización Core 8', 'neighbourhood', 8.29, -62.758, 'Puerto Ordaz'],
    ['Urbanización Los Olivos', 'neighbourhood', 8.278, -62.762, 'Puerto Ordaz'],
    ['Urbanización Castillito', 'neighbourhood', 8.288, -62.751, 'Puerto Ordaz'],
    ['Plaza del Hierro', 'plaza', 8.2855, -62.748, 'Castillito'],
    ['Hospital Uyapar', 'hospital', 8.29, -62.752, 'Puerto Ordaz'],
    ['Urbanización Villa Africana', 'neighbourhood', 8.282, -62.747, 'Puerto Ordaz'],
    ['Urbanización Unare', 'neighbourhood', 8.27, -62.74, 'Unare'],
    ['Centro Comercial Ciudad Alta Vista', 'mall', 8.2905, -62.7385, 'Alta Vista'],
    ['Centro Comercial Orinokia Mall', 'mall', 8.2924, -62.7424, 'Alta Vista'],
    ['Urbanización Alta Vista', 'neighbourhood', 8.2935, -62.733, 'Alta Vista'],
    ['Universidad Católica Andrés Bello Guayana', 'university', 8.2968, -62.7115, 'Villa Asia'],
    ['Urbanización Villa Asia', 'neighbourhood', 8.296, -62.714, 'Villa Asia'],
    ['UNEXPO Puerto Ordaz', 'university', 8.293, -62.713, 'Villa Asia'],
    ['Universidad Nacional Experimental de Guayana', 'university', 8.296, -62.708, 'Villa Asia'],
    ['Parque Punta Vista', 'park', 8.308, -62.721, 'Puerto Ordaz'],
    ['Hotel InterContinental Guayana', 'hotel', 8.3115, -62.719, 'Parque Punta Vista'],
    ['Estadio CTE Cachamay', 'sports', 8.304, -62.715, 'Puerto Ordaz'],
    ['Parque Cachamay', 'park', 8.3085, -62.7125, 'Puerto Ordaz'],
    ['Parque Loefling', 'park', 8.3105, -62.703, 'Puerto Ordaz'],
    ['Ecomuseo del Caroní (Represa Macagua)', 'culture', 8.305, -62.672, 'Macagua'],
    ['Parque La Llovizna', 'park', 8.3125, -62.668, 'San Félix'],
    ['Hospital Dr. Raúl Leoni', 'hospital', 8.344, -62.656, 'Guaiparo, San Félix'],
    ['Terminal de Pasajeros de San Félix', 'transport', 8.348, -62.654, 'San Félix'],
    ['Plaza Bolívar de San Félix', 'plaza', 8.3575, -62.6465, 'San Félix'],
    ['Paseo Caroní', 'landmark', 8.364, -62.646, 'San Félix'],
  ],
};
