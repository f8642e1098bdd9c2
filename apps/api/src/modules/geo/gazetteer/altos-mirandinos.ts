import type { CityGazetteer } from './gazetteer-types.ts';

// Los Altos Mirandinos: Los Teques (Guaicaipuro), Carrizal and San Antonio de los Altos.
export const altosMirandinos: CityGazetteer = {
  id: 'altos_mirandinos',
  center: { lat: 10.355, lng: -67.0 },
  serviceArea: [{ lat: 10.355, lng: -67.0, radiusKm: 8 }],
  avgSpeedKmh: 25,
  // prettier-ignore
  places: [
    ['Plaza Bolívar de Los Teques', 'plaza', 10.3443, -67.0421, 'Los Teques'],
    ['Catedral de Los Teques (San Felipe Neri)', 'religious', 10.3447, -67.0412, 'Los Teques'],
    ['Alcaldía de Guaicaipuro', 'government', 10.344, -67.0432, 'Los Teques'],
    ['Mercado Municipal de Los Teques', 'landmark', 10.342, -67.04, 'Los Teques'],
    ['Parque Los Coquitos', 'park', 10.3475, -67.037, 'Los Teques'],
    ['Colegio Universitario de Los Teques Cecilio Acosta', 'university', 10.349, -67.039, 'Los Teques'],
    ['Hospital Victorino Santaella', 'hospital', 10.3525, -67.035, 'Los Teques'],
    ['Estación Guaicaipuro (Metro de Los Teques)', 'transport', 10.347, -67.0355, 'Los Teques'],
    ['Estación Independencia (Metro de Los Teques)', 'transport', 10.34, -67.044, 'Los Teques'],
    ['Estación Ayacucho (Metro de Los Teques)', 'transport', 10.356, -67.023, 'Los Teques'],
    ['Urbanización El Tambor', 'neighbourhood', 10.336, -67.047, 'Los Teques'],
    ['Urbanización La Matica', 'neighbourhood', 10.335, -67.029, 'Los Teques'],
    ['Urbanización El Barbecho', 'neighbourhood', 10.347, -67.05, 'Los Teques'],
    ['Urbanización Lagunetica', 'neighbourhood', 10.365, -67.04, 'Los Teques'],
    ['Urbanización Los Nuevos Teques', 'neighbourhood', 10.36, -67.048, 'Los Teques'],
    ['Plaza Bolívar de Carrizal', 'plaza', 10.3485, -66.991, 'Carrizal'],
    ['Urbanización Corralito', 'neighbourhood', 10.362, -66.993, 'Carrizal'],
    ['Centro Comercial La Cascada', 'mall', 10.359, -66.987, 'Carrizal'],
    ['Urbanización Colinas de Carrizal', 'neighbourhood', 10.353, -66.981, 'Carrizal'],
    ['Urbanización Montaña Alta', 'neighbourhood', 10.356, -66.976, 'Carrizal'],
    ['Plaza Bolívar de San Antonio de los Altos', 'plaza', 10.373, -66.96, 'San Antonio de los Altos'],
    ['Urbanización Las Salias', 'neighbourhood', 10.3665, -66.965, 'San Antonio de los Altos'],
    ['Urbanización El Picacho', 'neighbourhood', 10.379, -66.968, 'San Antonio de los Altos'],
    ['Urbanización La Rosaleda', 'neighbourhood', 10.37, -66.95, 'San Antonio de los Altos'],
    ['Urbanización Los Castores', 'neighbourhood', 10.383, -66.956, 'San Antonio de los Altos'],
    ['Centro Comercial Los Castores', 'mall', 10.382, -66.954, 'San Antonio de los Altos'],
  ],
};
