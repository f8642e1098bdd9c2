// What a guest passenger and a parcel receiver are sent (issue 13, part 8): the SMS the server
// queues and the WhatsApp message the panel offers say the same words, from here. Spanish: the
// people who receive them are the provider's riders in Venezuela, not the panel's users.

/** The passenger's live trip page. */
export const tripLinkUrl = (publicUrl: string, shareToken: string) =>
  `${publicUrl}/trip-info/${shareToken}`;

/** A guest's trip: the live link. */
export const guestTripText = (product: string, link: string) =>
  `${product}: le solicitaron un viaje. Siga a su conductor en vivo: ${link}`;

/** A parcel receiver's stop: who sends, the delivery PIN and the tracking link. */
export const parcelReceiverText = (
  product: string,
  f: { sender: string; uniqueId: string; pin: string; link: string },
) =>
  `${product}: ${f.sender} le envía un paquete (${f.uniqueId}). Su código de entrega es ${f.pin}. Siga su envío: ${f.link}`;

/** A parcel receiver's tracking link alone (what the panel offers to send by WhatsApp). */
export const parcelTrackingText = (product: string, link: string) =>
  `${product}: le enviaron un paquete. Siga su envío en vivo: ${link}`;

/**
 * A WhatsApp link that opens a chat with a Venezuelan 10-digit phone (the country code added)
 * with the text written in.
 */
export const whatsappLink = (phone: string, text: string, countryCode = '58') =>
  `https://wa.me/${countryCode}${phone.replace(/\D/g, '').replace(/^0/, '')}?text=${encodeURIComponent(text)}`;
