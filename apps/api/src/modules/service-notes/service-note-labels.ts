import { fillPlaceholders, type Language, type OrderKind } from '@trayecto/contracts';

// The words of a service note's PDF. The standard PDF fonts (lib/pdf-flow.ts) cannot write
// Arabic: an Arabic reader gets the document in Spanish, the product's first language, with a
// note saying why (as a parcel's proof of delivery does, in its case in English).

export type NoteLanguage = Exclude<Language, 'ar'>;
export const noteLanguage = (lang: Language): NoteLanguage => (lang === 'ar' ? 'es' : lang);

/** Under the title of the Spanish document an Arabic reader gets. */
export const NOTE_ARABIC_NOTE =
  'Este documento está en español: su tipo de letra no puede escribir árabe. Los nombres y direcciones en escritura árabe se muestran como "?".';

/** Locale of the numbers and month names the PDF writes in each language. */
export const NOTE_LOCALES: Record<NoteLanguage, string> = { es: 'es-VE', en: 'en-US', fr: 'fr-FR' };

export const NOTE_LABELS = {
  title: { es: 'Nota de servicio', en: 'Service note', fr: 'Note de service' },
  company: { es: 'Empresa', en: 'Company', fr: 'Entreprise' },
  taxId: { es: 'RIF', en: 'RIF (tax id)', fr: 'RIF (n° fiscal)' },
  fiscalAddress: { es: 'Domicilio fiscal', en: 'Fiscal address', fr: 'Adresse fiscale' },
  service: { es: 'Servicio', en: 'Service', fr: 'Service' },
  order: { es: 'Orden', en: 'Order', fr: 'Commande' },
  status: { es: 'Estado', en: 'Status', fr: 'Statut' },
  serviceType: { es: 'Tipo de servicio', en: 'Service type', fr: 'Type de service' },
  passenger: { es: 'Pasajero', en: 'Passenger', fr: 'Passager' },
  sender: { es: 'Remitente', en: 'Sender', fr: 'Expéditeur' },
  payroll: { es: 'colaborador', en: 'collaborator', fr: 'collaborateur' },
  guest: { es: 'invitado', en: 'guest', fr: 'invité' },
  companyContact: {
    es: 'contacto de la empresa',
    en: 'company contact',
    fr: "contact de l'entreprise",
  },
  requestedBy: { es: 'Solicitado por', en: 'Requested by', fr: 'Demandé par' },
  assist: {
    es: 'Modo asistido · {{name}}',
    en: 'Assist mode · {{name}}',
    fr: 'Mode assisté · {{name}}',
  },
  requestedAt: { es: 'Solicitado', en: 'Requested', fr: 'Demandé' },
  scheduledAt: { es: 'Programado para', en: 'Scheduled for', fr: 'Programmé pour' },
  startedAt: { es: 'Inicio', en: 'Started', fr: 'Début' },
  completedAt: { es: 'Fin', en: 'Completed', fr: 'Fin' },
  timeZone: { es: 'Zona horaria', en: 'Time zone', fr: 'Fuseau horaire' },
  distance: { es: 'Distancia y duración', en: 'Distance and time', fr: 'Distance et durée' },
  route: { es: 'Recorrido', en: 'Route', fr: 'Itinéraire' },
  origin: { es: 'Origen', en: 'Origin', fr: 'Départ' },
  pickup: { es: 'Recogida', en: 'Pickup', fr: 'Collecte' },
  stop: { es: 'Parada {{number}}', en: 'Stop {{number}}', fr: 'Arrêt {{number}}' },
  delivery: { es: 'Entrega {{number}}', en: 'Delivery {{number}}', fr: 'Livraison {{number}}' },
  destination: { es: 'Destino', en: 'Destination', fr: 'Destination' },
  charge: { es: 'Cobro', en: 'Charge', fr: 'Facturation' },
  fare: { es: 'Tarifa del recorrido', en: 'Route fare', fr: 'Tarif du trajet' },
  size_surcharge: { es: 'Recargo por tamaño', en: 'Size surcharge', fr: 'Supplément de taille' },
  promo_discount: {
    es: 'Descuento · código {{code}}',
    en: 'Discount · code {{code}}',
    fr: 'Remise · code {{code}}',
  },
  stop_fee: {
    es: 'Tarifa por parada × {{quantity}}',
    en: 'Stop fee × {{quantity}}',
    fr: "Frais d'arrêt × {{quantity}}",
  },
  return_fee: {
    es: 'Tarifa de devolución · entrega {{number}}',
    en: 'Return fee · delivery {{number}}',
    fr: 'Frais de retour · livraison {{number}}',
  },
  adjustment: {
    es: 'Ajuste: se cobró el monto retenido',
    en: 'Adjustment: the amount held was charged',
    fr: 'Ajustement : le montant retenu a été facturé',
  },
  total: { es: 'Total cobrado', en: 'Total charged', fr: 'Total facturé' },
  payer: { es: 'Pagado con', en: 'Paid from', fr: 'Payé avec' },
  rate: { es: 'Tasa BCV', en: 'BCV rate', fr: 'Taux BCV' },
  rateValue: {
    es: '{{rate}} Bs. por dólar (vigente desde el {{date}})',
    en: '{{rate}} Bs. per dollar (in force from {{date}})',
    fr: '{{rate}} Bs. par dollar (en vigueur depuis le {{date}})',
  },
  noRate: {
    es: 'Sin tasa registrada: montos solo en dólares',
    en: 'No rate recorded: amounts in dollars only',
    fr: 'Aucun taux enregistré : montants en dollars seulement',
  },
  amountsNote: {
    es: 'Montos en dólares y en bolívares a la tasa BCV del día en que se completó el servicio.',
    en: 'Amounts in dollars and in bolívares at the BCV rate of the day the service was completed.',
    fr: 'Montants en dollars et en bolívars au taux BCV du jour où le service a été effectué.',
  },
  generatedAt: {
    es: 'Generado el {{time}}',
    en: 'Generated on {{time}}',
    fr: 'Généré le {{time}}',
  },
  page: {
    es: 'Página {{page}} de {{pages}}',
    en: 'Page {{page}} of {{pages}}',
    fr: 'Page {{page}} sur {{pages}}',
  },
  // the monthly bundle's cover
  bundleTitle: {
    es: 'Notas de servicio · {{month}}',
    en: 'Service notes · {{month}}',
    fr: 'Notes de service · {{month}}',
  },
  bundlePeriod: {
    es: 'Servicios completados que se solicitaron entre el {{from}} y el {{to}} ({{tz}}).',
    en: 'Completed services requested from {{from}} to {{to}} ({{tz}}).',
    fr: 'Services effectués demandés du {{from}} au {{to}} ({{tz}}).',
  },
  includes: { es: 'Incluye', en: 'Includes', fr: 'Inclut' },
  includesAll: { es: 'Viajes y envíos', en: 'Trips and parcels', fr: 'Trajets et envois' },
  includesTrips: { es: 'Viajes', en: 'Trips', fr: 'Trajets' },
  includesParcels: { es: 'Envíos', en: 'Parcels', fr: 'Envois' },
  notes: { es: 'Notas', en: 'Notes', fr: 'Notes' },
  trips: { es: 'Viajes', en: 'Trips', fr: 'Trajets' },
  parcels: { es: 'Envíos', en: 'Parcels', fr: 'Envois' },
  totalUsd: { es: 'Total cobrado ($)', en: 'Total charged ($)', fr: 'Total facturé ($)' },
  totalVes: { es: 'Total cobrado (Bs.)', en: 'Total charged (Bs.)', fr: 'Total facturé (Bs.)' },
  totalVesNote: {
    es: 'Cada nota en bolívares a la tasa BCV de su día; {{missing}} nota(s) sin tasa no suman en Bs.',
    en: 'Each note in bolívares at the BCV rate of its day; {{missing}} note(s) without a rate are not in the Bs. total.',
    fr: 'Chaque note en bolívars au taux BCV de son jour ; {{missing}} note(s) sans taux ne sont pas dans le total en Bs.',
  },
  totalVesEach: {
    es: 'Cada nota en bolívares a la tasa BCV de su día.',
    en: 'Each note in bolívares at the BCV rate of its day.',
    fr: 'Chaque note en bolívars au taux BCV de son jour.',
  },
  bundleFooter: {
    es: 'Notas de servicio {{month}}',
    en: 'Service notes {{month}}',
    fr: 'Notes de service {{month}}',
  },
} satisfies Record<string, Record<NoteLanguage, string>>;
export type NoteLabel = keyof typeof NOTE_LABELS;

/** A word of the note in its language, its {{placeholders}} filled. */
export const noteText = (
  key: NoteLabel,
  lang: NoteLanguage,
  values: Record<string, string | number> = {},
): string => fillPlaceholders(NOTE_LABELS[key][lang], values);

/** What the order is, as the note's "Order" line says it. */
export const ORDER_KIND_NAMES: Record<OrderKind, Record<NoteLanguage, string>> = {
  ride: { es: 'Viaje', en: 'Trip', fr: 'Trajet' },
  parcel: { es: 'Envío', en: 'Parcel', fr: 'Envoi' },
  multistop: { es: 'Viaje multiparada', en: 'Multistop trip', fr: 'Trajet multi-arrêts' },
};
