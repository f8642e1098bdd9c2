import type { CityGazetteer } from './gazetteer-types.ts';

// The Barcelona – Lechería – Puerto La Cruz conurbation on the Anzoátegui coast.
export const barcelonaPlcLecheria: CityGazetteer = {
  id: 'barcelona_plc_lecheria',
  center: { lat: 10.17, lng: -64.67 },
  serviceArea: [
    { lat: 10.17, lng: -64.67, radiusKm: 8 },
    { lat: 10.21, lng: -64.625, radiusKm: 4 },
  ],
  avgSpeedKmh: 30,
  // prettier-ignore
  places: [
    ['Aeropuerto Internacional General José Antonio Anzoátegui', 'airport', 10.1075, -64.6891, 'Barcelona'],
    ['Universidad de Oriente (Núcleo Anzoátegui)', 'university', 10.119, -64.697, 'Barcelona'],
    ['Urbanización Boyacá', 'neighbourhood', 10.118, -64.68, 'Barcelona'],
    ['Casa Fuerte', 'landmark', 10.133, -64.6855, 'Barcelona'],
    ['Plaza Boyacá', 'plaza', 10.135, -64.6887, 'Barcelona'],
    ['Catedral de Barcelona', 'religious', 10.136, -64.688, 'Barcelona'],
    ['Museo de Anzoátegui', 'culture', 10.1345, -64.6895, 'Barcelona'],
    ['Hospital Universitario Dr. Luis Razetti', 'hospital', 10.139, -64.677, 'Barcelona'],
    ['Urbanización Nueva Barcelona', 'neighbourhood', 10.148, -64.7, 'Barcelona'],
    ['Centro Comercial Puente Real', 'mall', 10.156, -64.683, 'Barcelona'],
    ['Universidad Santa María (Núcleo Oriente)', 'university', 10.161, -64.678, 'Barcelona'],
    ['Avenida Intercomunal Jorge Rodríguez', 'landmark', 10.175, -64.665, 'Intercomunal'],
    ['Avenida Principal de Lechería', 'landmark', 10.19, -64.688, 'Lechería'],
    ['Centro Comercial Plaza Mayor', 'mall', 10.2, -64.678, 'Lechería'],
    ['Complejo Turístico El Morro', 'neighbourhood', 10.2, -64.66, 'Lechería'],
    ['Playa Lido', 'landmark', 10.203, -64.691, 'Lechería'],
    ['Cerro El Morro', 'landmark', 10.209, -64.695, 'Lechería'],
    ['Hotel Maremares', 'hotel', 10.2085, -64.657, 'El Morro'],
    ['Estadio Alfonso Chico Carrasquel', 'sports', 10.2055, -64.6395, 'Puerto La Cruz'],
    ['Centro Comercial Regina', 'mall', 10.213, -64.63, 'Puerto La Cruz'],
    ['Plaza Bolívar de Puerto La Cruz', 'plaza', 10.2145, -64.6325, 'Puerto La Cruz'],
    ['Iglesia de la Santa Cruz', 'religious', 10.2155, -64.6338, 'Puerto La Cruz'],
    ['Paseo Colón', 'landmark', 10.2185, -64.635, 'Puerto La Cruz'],
    ['Mercado Municipal de Los Cocos', 'landmark', 10.2115, -64.625, 'Puerto La Cruz'],
    ['Terminal de Ferris Conferry', 'transport', 10.224, -64.631, 'Puerto La Cruz'],
    ['Urbanización Guaraguao', 'neighbourhood', 10.223, -64.62, 'Puerto La Cruz'],
    ['Refinería de Puerto La Cruz', 'business', 10.22, -64.616, 'Puerto La Cruz'],
  ],
};
