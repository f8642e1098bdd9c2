import type { CityGazetteer } from './gazetteer-types.ts';

// Barquisimeto (Iribarren) and Cabudare (Palavecino), across the Turbio river.
export const barquisimeto: CityGazetteer = {
  id: 'barquisimeto',
  center: { lat: 10.0678, lng: -69.3147 },
  serviceArea: [{ lat: 10.065, lng: -69.31, radiusKm: 9 }],
  avgSpeedKmh: 30,
  // prettier-ignore
  places: [
    ['Plaza Bolívar de Barquisimeto', 'plaza', 10.0648, -69.3225, 'Centro'],
    ['Iglesia de la Concepción', 'religious', 10.0615, -69.324, 'Centro'],
    ['Plaza Lara', 'plaza', 10.0606, -69.3245, 'Centro'],
    ['Museo de Barquisimeto', 'culture', 10.0625, -69.3205, 'Centro'],
    ['Teatro Juares', 'culture', 10.066, -69.32, 'Centro'],
    ['Parque Ayacucho', 'park', 10.0595, -69.32, 'Centro'],
    ['Terminal de Pasajeros de Barquisimeto', 'transport', 10.059, -69.333, 'Av. Vargas'],
    ['Catedral Metropolitana de Barquisimeto', 'religious', 10.072, -69.3135, 'Av. Venezuela'],
    ['Hospital Central Universitario Antonio María Pineda', 'hospital', 10.065, -69.315, 'Av. Vargas'],
    ['Hospital Pediátrico Agustín Zubillaga', 'hospital', 10.0678, -69.3125, 'Av. Vargas'],
    ['Parque Zoológico y Botánico Bararida', 'park', 10.059, -69.3065, 'Av. Los Abogados'],
    ['Estadio Antonio Herrera Gutiérrez', 'sports', 10.066, -69.303, 'Av. Libertador'],
    ['Universidad Centroccidental Lisandro Alvarado', 'university', 10.07, -69.3, 'Av. Libertador'],
    ['Urbanización Nueva Segovia', 'neighbourhood', 10.076, -69.303, 'Nueva Segovia'],
    ['Obelisco de Barquisimeto', 'landmark', 10.0752, -69.2965, 'Av. Libertador'],
    ['Domo Bolivariano', 'sports', 10.077, -69.2925, 'Av. Libertador'],
    ['Centro Comercial Babilon', 'mall', 10.068, -69.2935, 'Av. Lara'],
    ['Urbanización del Este', 'neighbourhood', 10.071, -69.287, 'Este'],
    ['Centro Comercial Las Trinitarias', 'mall', 10.07, -69.283, 'Av. Lara'],
    ['Centro Comercial Sambil Barquisimeto', 'mall', 10.079, -69.281, 'Av. Venezuela'],
    ['Parque del Este José María Ochoa Pile', 'park', 10.0765, -69.273, 'Este'],
    ['Monumento a la Divina Pastora', 'religious', 10.096, -69.288, 'Santa Rosa'],
    ['Centro Comercial Metrópolis Barquisimeto', 'mall', 10.048, -69.345, 'Av. Florencio Jiménez'],
    ['Aeropuerto Internacional Jacinto Lara', 'airport', 10.0427, -69.3586, 'Oeste'],
    ['Plaza Bolívar de Cabudare', 'plaza', 10.028, -69.263, 'Cabudare'],
    ['Universidad Fermín Toro', 'university', 10.026, -69.273, 'Cabudare'],
    ['Universidad Yacambú', 'university', 10.034, -69.256, 'Cabudare'],
  ],
};
