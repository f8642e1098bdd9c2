import { fillPlaceholders } from './error-messages.ts';
import type { Language } from './i18n.ts';

// A parcel's proof of delivery (GET /api/corporate/parcels/{id}/proof): a PDF the company keeps
// or forwards, and that doubles as the receipt of the parcel's charge. Its words are here, as the
// CSV exports' headers are in labels.ts; the statuses and failure reasons come from labels.ts.

/**
 * The languages the PDF is written in. The standard PDF fonts the server uses (no font file to
 * ship) have no Arabic glyphs: an Arabic reader gets the document in English, with a note.
 */
export type DeliveryProofLanguage = Exclude<Language, 'ar'>;
export const deliveryProofLanguage = (lang: Language): DeliveryProofLanguage =>
  lang === 'ar' ? 'en' : lang;

/** The file the browser saves: "entrega-EN-8F3K2Q.pdf" (the server's content-disposition too). */
export const deliveryProofFileName = (uniqueId: string) => `entrega-${uniqueId}.pdf`;

/** Under the title of the English document an Arabic reader gets. */
export const DELIVERY_PROOF_ARABIC_NOTE =
  'This document is in English: its font cannot write Arabic. Names and addresses in Arabic script show as "?".';

export const DELIVERY_PROOF_LABELS = {
  title: { es: 'Comprobante de entrega', en: 'Proof of delivery', fr: 'Preuve de livraison' },
  status: { es: 'Estado', en: 'Status', fr: 'Statut' },
  sender: { es: 'Remitente', en: 'Sender', fr: 'Expéditeur' },
  requestedAt: { es: 'Solicitado', en: 'Requested', fr: 'Demandé' },
  finishedAt: { es: 'Terminado', en: 'Finished', fr: 'Terminé' },
  cancelledAt: { es: 'Cancelado', en: 'Cancelled', fr: 'Annulé' },
  timeZone: { es: 'Zona horaria', en: 'Time zone', fr: 'Fuseau horaire' },
  pickup: { es: 'Recogida', en: 'Pickup', fr: 'Collecte' },
  dropoff: { es: 'Entrega {{number}}', en: 'Delivery {{number}}', fr: 'Livraison {{number}}' },
  receiver: { es: 'Destinatario', en: 'Receiver', fr: 'Destinataire' },
  address: { es: 'Dirección', en: 'Address', fr: 'Adresse' },
  arrivedAt: { es: 'Llegada', en: 'Arrived', fr: 'Arrivée' },
  pickedUpAt: { es: 'Recogido', en: 'Picked up', fr: 'Collecté' },
  deliveredAt: { es: 'Entregado', en: 'Delivered', fr: 'Livré' },
  failedAt: { es: 'No entregado', en: 'Not delivered', fr: 'Non livré' },
  failureReason: { es: 'Motivo', en: 'Reason', fr: 'Motif' },
  pinVerified: { es: 'PIN verificado', en: 'PIN verified', fr: 'PIN vérifié' },
  yes: { es: 'Sí', en: 'Yes', fr: 'Oui' },
  no: { es: 'No', en: 'No', fr: 'Non' },
  photo: { es: 'Foto de la entrega', en: 'Delivery photo', fr: 'Photo de la livraison' },
  noPhoto: { es: 'Sin foto', en: 'No photo', fr: 'Aucune photo' },
  photoNotShown: {
    es: 'La foto no se puede mostrar aquí: véala en el panel',
    en: 'The photo cannot be shown here: see it in the panel',
    fr: 'La photo ne peut pas être affichée ici : consultez-la dans le panneau',
  },
  charge: { es: 'Cobro', en: 'Charge', fr: 'Facturation' },
  fare: { es: 'Tarifa del recorrido', en: 'Route fare', fr: 'Tarif du trajet' },
  returnFee: {
    es: 'Tarifa de devolución · entrega {{number}}',
    en: 'Return fee · delivery {{number}}',
    fr: 'Frais de retour · livraison {{number}}',
  },
  total: { es: 'Total cobrado', en: 'Total charged', fr: 'Total facturé' },
  estimatedFare: {
    es: 'Tarifa estimada (sin cobrar)',
    en: 'Estimated fare (not charged)',
    fr: 'Tarif estimé (non facturé)',
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
} satisfies Record<string, Record<DeliveryProofLanguage, string>>;
export type DeliveryProofLabel = keyof typeof DELIVERY_PROOF_LABELS;

/** A word of the proof in its language, its {{placeholders}} filled. */
export const deliveryProofText = (
  key: DeliveryProofLabel,
  lang: DeliveryProofLanguage,
  values: Record<string, string | number> = {},
): string => fillPlaceholders(DELIVERY_PROOF_LABELS[key][lang], values);
