import type { ActivityActor } from './activity.ts';
import type { Language } from './i18n.ts';
import type { OrderStopFailureReason, OrderStopRole, OrderStopStatus } from './orders.ts';
import type {
  ParcelPackagingTip,
  ParcelSize,
  ParcelType,
  ParcelVehicle,
  ProhibitedParcelItem,
} from './parcels.ts';
import type { QuoteDenyReasonId, QuoteStatus } from './quotes.ts';
import type { TripStatus, TripType } from './trips.ts';
import type { CompanySize, Industry, LeadSource, LeadStatusCode } from './leads.ts';
import type { OperationKind } from './wallet.ts';

// Labels of codes that both the panel and the server's exports show (statuses, operation kinds,
// who pays, the kind of trip and passenger): here once, so a CSV says what the screen says. The
// panel adds them to its i18n namespaces at start (apps/web/src/lib/i18n.ts), so its t() keys
// (trips:status.completed, balance:origins.topup…) keep working.

/** A trip status, as the status chip says it. */
export const TRIP_STATUS_LABELS: Record<TripStatus, Record<Language, string>> = {
  scheduled: { es: 'Programado', en: 'Scheduled', fr: 'Programmé', ar: 'مجدولة' },
  waiting: { es: 'Esperando', en: 'Waiting', fr: 'En attente', ar: 'في الانتظار' },
  accepted: { es: 'Aceptado', en: 'Accepted', fr: 'Accepté', ar: 'مقبولة' },
  coming: { es: 'En camino', en: 'Coming', fr: 'En route', ar: 'في الطريق' },
  arrived: { es: 'Llegó', en: 'Arrived', fr: 'Arrivé', ar: 'وصل' },
  driver_waiting: {
    es: 'Conductor esperando',
    en: 'Driver Waiting',
    fr: 'Chauffeur en attente',
    ar: 'السائق ينتظر',
  },
  started: { es: 'Iniciado', en: 'Started', fr: 'Commencé', ar: 'بدأت' },
  completed: { es: 'Completado', en: 'Completed', fr: 'Terminé', ar: 'مكتملة' },
  partially_completed: {
    es: 'Parcialmente completado',
    en: 'Partially completed',
    fr: 'Partiellement terminé',
    ar: 'مكتملة جزئيًا',
  },
  no_driver: { es: 'Sin conductor', en: 'No driver', fr: 'Aucun chauffeur', ar: 'لا يوجد سائق' },
  cancelled: { es: 'Cancelado', en: 'Cancelled', fr: 'Annulé', ar: 'ملغاة' },
  cancelled_by_user: {
    es: 'Cancelado por el usuario',
    en: 'Cancelled by user',
    fr: "Annulé par l'utilisateur",
    ar: 'ألغاها المستخدم',
  },
  cancelled_by_provider: {
    es: 'Cancelado por el proveedor',
    en: 'Cancelled by provider',
    fr: 'Annulé par le prestataire',
    ar: 'ألغاها المزوّد',
  },
};

/** A multistop quote's status (SPEC §4's labels; once approved the run's status is shown). */
export const QUOTE_STATUS_LABELS: Record<QuoteStatus, Record<Language, string>> = {
  waiting: { es: 'Esperando', en: 'Waiting', fr: 'En attente', ar: 'في الانتظار' },
  waiting_for_approval: {
    es: 'Esperando aprobación',
    en: 'Waiting for approval',
    fr: "En attente d'approbation",
    ar: 'بانتظار الموافقة',
  },
  approved: { es: 'Aprobado', en: 'Approved', fr: 'Approuvé', ar: 'تمت الموافقة' },
  not_approved: {
    es: 'No aprobado',
    en: 'Not approved',
    fr: 'Non approuvé',
    ar: 'لم تتم الموافقة',
  },
  expired: { es: 'Expirado', en: 'Expired', fr: 'Expiré', ar: 'منتهي الصلاحية' },
  cancelled: {
    es: 'Cancelado por el usuario',
    en: 'Cancelled by user',
    fr: "Annulé par l'utilisateur",
    ar: 'ألغاها المستخدم',
  },
  declined: {
    es: 'Cancelado por el proveedor',
    en: 'Cancelled by provider',
    fr: 'Annulé par le prestataire',
    ar: 'ألغاها المزوّد',
  },
};

/** Why a company denied a quote. */
export const QUOTE_DENY_REASON_LABELS: Record<QuoteDenyReasonId, Record<Language, string>> = {
  too_expensive: {
    es: 'Es muy costoso',
    en: 'It is too expensive',
    fr: 'C’est trop cher',
    ar: 'السعر مرتفع جدًا',
  },
  plans_changed: {
    es: 'Cambiaron los planes',
    en: 'Plans changed',
    fr: 'Les plans ont changé',
    ar: 'تغيّرت الخطط',
  },
  booked_by_mistake: {
    es: 'Se solicitó por error',
    en: 'Requested by mistake',
    fr: 'Demandé par erreur',
    ar: 'طُلب عن طريق الخطأ',
  },
  other: { es: 'Otro motivo', en: 'Other reason', fr: 'Autre raison', ar: 'سبب آخر' },
};

/** A multistop trip's stop: the origin where the passenger is picked up, then each stop. */
export const MULTISTOP_STOP_STATUS_LABELS: Record<OrderStopStatus, Record<Language, string>> = {
  pending: { es: 'Pendiente', en: 'Pending', fr: 'En attente', ar: 'قيد الانتظار' },
  arrived: {
    es: 'Conductor en la parada',
    en: 'Driver at the stop',
    fr: "Chauffeur à l'arrêt",
    ar: 'السائق عند المحطة',
  },
  completed: { es: 'Parada hecha', en: 'Stop made', fr: 'Arrêt effectué', ar: 'تمّت المحطة' },
  failed: { es: 'Parada omitida', en: 'Stop skipped', fr: 'Arrêt sauté', ar: 'تم تخطي المحطة' },
};

/** Immediate or scheduled. */
export const TRIP_TYPE_LABELS: Record<TripType, Record<Language, string>> = {
  immediate: { es: 'Inmediato', en: 'Inmediate', fr: 'Immédiat', ar: 'فورية' },
  scheduled: { es: 'Programado', en: 'Scheduled', fr: 'Programmé', ar: 'مجدولة' },
};

/** Whose balance pays a trip. */
export const PAYER_LABELS: Record<'payroll_user' | 'corporate', Record<Language, string>> = {
  payroll_user: {
    es: 'Saldo del colaborador',
    en: "Collaborator's balance",
    fr: 'Solde du collaborateur',
    ar: 'رصيد الموظف',
  },
  corporate: {
    es: 'Billetera de la empresa',
    en: 'Company wallet',
    fr: "Portefeuille de l'entreprise",
    ar: 'محفظة الشركة',
  },
};

/** The origin of a balance movement. */
export const OPERATION_KIND_LABELS: Record<OperationKind, Record<Language, string>> = {
  seed_topup: {
    es: 'Saldo inicial',
    en: 'Opening balance',
    fr: "Solde d'ouverture",
    ar: 'الرصيد الافتتاحي',
  },
  topup: { es: 'Recarga', en: 'Top-up', fr: 'Recharge', ar: 'شحن رصيد' },
  give_balance: { es: 'Saldo asignado', en: 'Balance given', fr: 'Solde donné', ar: 'رصيد ممنوح' },
  take_balance: {
    es: 'Saldo retirado',
    en: 'Balance taken back',
    fr: 'Solde retiré',
    ar: 'رصيد مسحوب',
  },
  user_removed: {
    es: 'Colaborador eliminado',
    en: 'Collaborator removed',
    fr: 'Collaborateur supprimé',
    ar: 'متعاون محذوف',
  },
  trip_charge: { es: 'Cobro de viaje', en: 'Trip charge', fr: 'Débit de trajet', ar: 'رسوم رحلة' },
  parcel_charge: {
    es: 'Cobro de envío',
    en: 'Parcel charge',
    fr: "Débit d'envoi",
    ar: 'رسوم شحنة',
  },
  credit_advance: {
    es: 'Adelanto de crédito',
    en: 'Credit advance',
    fr: 'Avance de crédit',
    ar: 'سلفة ائتمان',
  },
  credit_payment: {
    es: 'Pago de crédito',
    en: 'Credit payment',
    fr: 'Paiement de crédit',
    ar: 'سداد ائتمان',
  },
  credit_reverted: {
    es: 'Crédito revertido',
    en: 'Credit reverted',
    fr: 'Crédit annulé',
    ar: 'إلغاء ائتمان',
  },
  adjustment: { es: 'Ajuste', en: 'Adjustment', fr: 'Ajustement', ar: 'تسوية' },
  panel_transfer: {
    es: 'Transferencia entre paneles',
    en: 'Transfer between panels',
    fr: 'Transfert entre panneaux',
    ar: 'تحويل بين اللوحات',
  },
};

/** A collaborator's payroll state. */
export const ACTIVE_LABELS: Record<'active' | 'inactive', Record<Language, string>> = {
  active: { es: 'Activo', en: 'Active', fr: 'Actif', ar: 'نشط' },
  inactive: { es: 'Inactivo', en: 'Inactive', fr: 'Inactif', ar: 'غير نشط' },
};

/** A trip's passenger: a payroll collaborator or a guest. */
export const PASSENGER_TYPE_LABELS: Record<'payroll' | 'guest', Record<Language, string>> = {
  payroll: { es: 'Colaborador', en: 'Collaborator', fr: 'Collaborateur', ar: 'موظف' },
  guest: { es: 'Invitado', en: 'Guest', fr: 'Invité', ar: 'ضيف' },
};

/** A parcel size (the letter goes beside it: "M · Mediano"). */
export const PARCEL_SIZE_LABELS: Record<ParcelSize, Record<Language, string>> = {
  S: { es: 'Pequeño', en: 'Small', fr: 'Petit', ar: 'صغير' },
  M: { es: 'Mediano', en: 'Medium', fr: 'Moyen', ar: 'متوسط' },
  L: { es: 'Grande', en: 'Large', fr: 'Grand', ar: 'كبير' },
  XL: { es: 'Extra grande', en: 'Extra large', fr: 'Très grand', ar: 'كبير جدًا' },
};

/** The vehicle that carries a parcel. */
export const PARCEL_VEHICLE_LABELS: Record<ParcelVehicle, Record<Language, string>> = {
  motorcycle: { es: 'Moto', en: 'Motorbike', fr: 'Moto', ar: 'دراجة نارية' },
  car: { es: 'Carro', en: 'Car', fr: 'Voiture', ar: 'سيارة' },
};

/** What a parcel is. */
export const PARCEL_TYPE_LABELS: Record<ParcelType, Record<Language, string>> = {
  documents: { es: 'Documentos', en: 'Documents', fr: 'Documents', ar: 'مستندات' },
  small_package: { es: 'Paquete pequeño', en: 'Small package', fr: 'Petit colis', ar: 'طرد صغير' },
  food: { es: 'Comida', en: 'Food', fr: 'Nourriture', ar: 'طعام' },
  electronics: { es: 'Electrónicos', en: 'Electronics', fr: 'Électronique', ar: 'إلكترونيات' },
  clothing: { es: 'Ropa', en: 'Clothing', fr: 'Vêtements', ar: 'ملابس' },
  other: { es: 'Otro', en: 'Other', fr: 'Autre', ar: 'أخرى' },
};

/** What may not be sent. */
export const PROHIBITED_PARCEL_ITEM_LABELS: Record<
  ProhibitedParcelItem,
  Record<Language, string>
> = {
  weapons: {
    es: 'Armas, municiones y sus piezas',
    en: 'Weapons, ammunition and their parts',
    fr: 'Armes, munitions et leurs pièces',
    ar: 'الأسلحة والذخائر وقطعها',
  },
  explosives: {
    es: 'Explosivos y fuegos artificiales',
    en: 'Explosives and fireworks',
    fr: "Explosifs et feux d'artifice",
    ar: 'المتفجرات والألعاب النارية',
  },
  flammables: {
    es: 'Líquidos y gases inflamables (gasolina, bombonas, aerosoles)',
    en: 'Flammable liquids and gases (petrol, gas cylinders, aerosols)',
    fr: 'Liquides et gaz inflammables (essence, bouteilles de gaz, aérosols)',
    ar: 'السوائل والغازات القابلة للاشتعال (البنزين، أسطوانات الغاز، البخاخات)',
  },
  drugs: {
    es: 'Drogas y sustancias ilícitas',
    en: 'Drugs and illegal substances',
    fr: 'Drogues et substances illicites',
    ar: 'المخدرات والمواد غير المشروعة',
  },
  cash_valuables: {
    es: 'Dinero en efectivo, joyas y objetos de valor',
    en: 'Cash, jewellery and valuables',
    fr: 'Espèces, bijoux et objets de valeur',
    ar: 'النقود والمجوهرات والأشياء الثمينة',
  },
  live_animals: {
    es: 'Animales vivos',
    en: 'Live animals',
    fr: 'Animaux vivants',
    ar: 'الحيوانات الحية',
  },
  unpackaged_perishables: {
    es: 'Alimentos perecederos sin empaque cerrado',
    en: 'Perishable food without closed packaging',
    fr: 'Denrées périssables sans emballage fermé',
    ar: 'الأطعمة القابلة للتلف دون تغليف محكم',
  },
  hazardous_chemicals: {
    es: 'Productos químicos peligrosos, corrosivos o tóxicos',
    en: 'Hazardous, corrosive or toxic chemicals',
    fr: 'Produits chimiques dangereux, corrosifs ou toxiques',
    ar: 'المواد الكيميائية الخطرة أو المسببة للتآكل أو السامة',
  },
  stolen_goods: {
    es: 'Bienes robados o de origen ilícito',
    en: 'Stolen goods or goods of illegal origin',
    fr: "Biens volés ou d'origine illicite",
    ar: 'البضائع المسروقة أو غير المشروعة المصدر',
  },
};

/** How to pack a parcel. */
export const PARCEL_PACKAGING_TIP_LABELS: Record<ParcelPackagingTip, Record<Language, string>> = {
  closed_box: {
    es: 'Use una caja o bolsa resistente, bien cerrada con cinta.',
    en: 'Use a sturdy box or bag, closed tight with tape.',
    fr: 'Utilisez une boîte ou un sac solide, bien fermé avec du ruban adhésif.',
    ar: 'استخدم صندوقًا أو كيسًا متينًا ومغلقًا جيدًا بشريط لاصق.',
  },
  cushion_fragile: {
    es: 'Proteja lo frágil con plástico de burbujas o papel y marque la caja como «Frágil».',
    en: 'Cushion anything fragile with bubble wrap or paper and mark the box "Fragile".',
    fr: 'Protégez ce qui est fragile avec du papier bulle ou du papier et indiquez « Fragile » sur la boîte.',
    ar: 'احمِ الأشياء القابلة للكسر بغلاف الفقاعات أو الورق واكتب على الصندوق «قابل للكسر».',
  },
  seal_liquids: {
    es: 'Cierre bien los líquidos y envuélvalos en una bolsa plástica aparte.',
    en: 'Close liquids tight and wrap them in a separate plastic bag.',
    fr: 'Fermez bien les liquides et placez-les dans un sac plastique à part.',
    ar: 'أغلق السوائل بإحكام وضعها في كيس بلاستيكي منفصل.',
  },
  food_containers: {
    es: 'Envíe la comida en envases cerrados que no se derramen.',
    en: 'Send food in closed containers that do not spill.',
    fr: 'Envoyez la nourriture dans des récipients fermés qui ne fuient pas.',
    ar: 'أرسل الطعام في عبوات مغلقة لا تتسرب.',
  },
  documents_envelope: {
    es: 'Ponga los documentos en un sobre cerrado, sin doblarlos.',
    en: 'Put documents in a sealed envelope, without folding them.',
    fr: 'Mettez les documents dans une enveloppe fermée, sans les plier.',
    ar: 'ضع المستندات في ظرف مغلق دون طيّها.',
  },
  label_receiver: {
    es: 'Escriba en el paquete el nombre y el teléfono de quien lo recibe.',
    en: "Write the receiver's name and phone number on the parcel.",
    fr: 'Inscrivez sur le colis le nom et le téléphone du destinataire.',
    ar: 'اكتب على الطرد اسم المستلم ورقم هاتفه.',
  },
};

/** A stop's status, in the words of its role (the pickup is picked up, a drop-off delivered). */
export const ORDER_STOP_STATUS_LABELS: Record<
  OrderStopRole,
  Record<OrderStopStatus, Record<Language, string>>
> = {
  pickup: {
    pending: { es: 'Por recoger', en: 'To pick up', fr: 'À collecter', ar: 'بانتظار الاستلام' },
    arrived: {
      es: 'Conductor en la recogida',
      en: 'Driver at pickup',
      fr: 'Chauffeur à la collecte',
      ar: 'السائق عند نقطة الاستلام',
    },
    completed: { es: 'Recogido', en: 'Picked up', fr: 'Collecté', ar: 'تم الاستلام' },
    failed: { es: 'No recogido', en: 'Not picked up', fr: 'Non collecté', ar: 'لم يُستلم' },
  },
  dropoff: {
    pending: { es: 'Pendiente', en: 'Pending', fr: 'En attente', ar: 'قيد الانتظار' },
    arrived: {
      es: 'Conductor en la puerta',
      en: 'Driver at the door',
      fr: 'Chauffeur à la porte',
      ar: 'السائق عند الباب',
    },
    completed: { es: 'Entregado', en: 'Delivered', fr: 'Livré', ar: 'تم التسليم' },
    failed: { es: 'No entregado', en: 'Not delivered', fr: 'Non livré', ar: 'لم يُسلَّم' },
  },
};

/** Why a drop-off failed, as the end of "Reason: …" (lower case). */
export const ORDER_STOP_FAILURE_LABELS: Record<OrderStopFailureReason, Record<Language, string>> = {
  receiver_absent: {
    es: 'nadie recibió el paquete',
    en: 'nobody received the parcel',
    fr: "personne n'a reçu le colis",
    ar: 'لم يستلم أحد الطرد',
  },
  skipped: {
    es: 'el pasajero no se detuvo allí',
    en: 'the passenger did not stop there',
    fr: "le passager ne s'y est pas arrêté",
    ar: 'لم يتوقف الراكب هناك',
  },
  refused: {
    es: 'el destinatario lo rechazó',
    en: 'the receiver refused it',
    fr: "le destinataire l'a refusé",
    ar: 'رفضه المستلم',
  },
};

/** A lead's status in the console (issue 10). */
export const LEAD_STATUS_LABELS: Record<LeadStatusCode, Record<Language, string>> = {
  new: { es: 'Nuevo', en: 'New', fr: 'Nouveau', ar: 'جديد' },
  contacted: { es: 'Contactado', en: 'Contacted', fr: 'Contacté', ar: 'تم التواصل' },
  won: { es: 'Ganado', en: 'Won', fr: 'Gagné', ar: 'تم الكسب' },
  lost: { es: 'Perdido', en: 'Lost', fr: 'Perdu', ar: 'مفقود' },
};

/** The contact form's company sizes (SPEC §9), as the form and the leads' export say them. */
export const COMPANY_SIZE_LABELS: Record<CompanySize, Record<Language, string>> = {
  '1-10': {
    es: '1 a 10 empleados',
    en: '1-10 employees',
    fr: '1 à 10 employés',
    ar: '1-10 موظفين',
  },
  '11-50': {
    es: '11 a 50 empleados',
    en: '11-50 employees',
    fr: '11 à 50 employés',
    ar: '11-50 موظفًا',
  },
  '51-200': {
    es: '51 a 200 empleados',
    en: '51-200 employees',
    fr: '51 à 200 employés',
    ar: '51-200 موظف',
  },
  '201-500': {
    es: '201 a 500 empleados',
    en: '201-500 employees',
    fr: '201 à 500 employés',
    ar: '201-500 موظف',
  },
  '500+': {
    es: 'Más de 500 empleados',
    en: 'More than 500 employees',
    fr: 'Plus de 500 employés',
    ar: 'أكثر من 500 موظف',
  },
};

/** The contact form's industries (SPEC §9). */
export const INDUSTRY_LABELS: Record<Industry, Record<Language, string>> = {
  distributors: { es: 'Distribuidoras', en: 'Distributors', fr: 'Distributeurs', ar: 'التوزيع' },
  banking: { es: 'Banca', en: 'Banking', fr: 'Banque', ar: 'البنوك' },
  professional_services: {
    es: 'Servicios profesionales',
    en: 'Professional services',
    fr: 'Services professionnels',
    ar: 'الخدمات المهنية',
  },
  transport: { es: 'Transporte', en: 'Transport', fr: 'Transport', ar: 'النقل' },
  health: { es: 'Salud', en: 'Health', fr: 'Santé', ar: 'الصحة' },
  technology: { es: 'Tecnología', en: 'Technology', fr: 'Technologie', ar: 'التكنولوجيا' },
  foundation_ngo: {
    es: 'Fundación / ONG',
    en: 'Foundation / NGO',
    fr: 'Fondation / ONG',
    ar: 'مؤسسة / منظمة غير حكومية',
  },
  marketing: { es: 'Mercadeo', en: 'Marketing', fr: 'Marketing', ar: 'التسويق' },
  services: { es: 'Servicios', en: 'Services', fr: 'Services', ar: 'الخدمات' },
  insurance: { es: 'Seguros', en: 'Insurance', fr: 'Assurance', ar: 'التأمين' },
  mass_consumption: {
    es: 'Consumo masivo',
    en: 'Mass consumption',
    fr: 'Grande consommation',
    ar: 'السلع الاستهلاكية',
  },
  retail: {
    es: 'Comercio minorista',
    en: 'Retail',
    fr: 'Commerce de détail',
    ar: 'البيع بالتجزئة',
  },
  other: { es: 'Otra', en: 'Other', fr: 'Autre', ar: 'أخرى' },
};

/** How the prospect heard of the product (SPEC §9). */
export const LEAD_SOURCE_LABELS: Record<LeadSource, Record<Language, string>> = {
  event: { es: 'Evento', en: 'Event', fr: 'Événement', ar: 'فعالية' },
  advertising: { es: 'Publicidad', en: 'Advertising', fr: 'Publicité', ar: 'إعلان' },
  referred: {
    es: 'Referido por un conocido',
    en: 'Referred by someone I know',
    fr: 'Recommandé par une connaissance',
    ar: 'بتوصية من أحد المعارف',
  },
  social_media: {
    es: 'Redes sociales',
    en: 'Social media',
    fr: 'Réseaux sociaux',
    ar: 'وسائل التواصل الاجتماعي',
  },
  other: { es: 'Otro', en: 'Other', fr: 'Autre', ar: 'أخرى' },
};

/**
 * What an audit log row says was done (audit_log.action), for the company's activity page and
 * the console's audit page. Every code a `recordAudit` call writes has its label here: a test
 * (apps/api/src/modules/activity/audit-labels.test.ts) reads the API's source and fails on a
 * code without one.
 */
export const AUDIT_ACTION_LABELS = {
  // assist mode: what a provider admin read or changed inside the company's panel
  assist_read: {
    es: 'Consulta o descarga en modo asistencia',
    en: 'Viewed or downloaded in assist mode',
    fr: 'Consulté ou téléchargé en mode assistance',
    ar: 'عرض أو تنزيل في وضع المساعدة',
  },
  assist_write: {
    es: 'Cambio en modo asistencia',
    en: 'Change in assist mode',
    fr: 'Modification en mode assistance',
    ar: 'تغيير في وضع المساعدة',
  },
  // API keys
  api_key_created: {
    es: 'Clave API creada',
    en: 'API key created',
    fr: 'Clé API créée',
    ar: 'أُنشئ مفتاح واجهة برمجة',
  },
  api_key_revoked: {
    es: 'Clave API revocada',
    en: 'API key revoked',
    fr: 'Clé API révoquée',
    ar: 'أُلغي مفتاح واجهة برمجة',
  },
  // webhooks
  webhook_created: {
    es: 'Webhook registrado',
    en: 'Webhook registered',
    fr: 'Webhook enregistré',
    ar: 'سُجّل ويب هوك',
  },
  webhook_updated: {
    es: 'Webhook modificado',
    en: 'Webhook changed',
    fr: 'Webhook modifié',
    ar: 'عُدّل ويب هوك',
  },
  webhook_deleted: {
    es: 'Webhook eliminado',
    en: 'Webhook deleted',
    fr: 'Webhook supprimé',
    ar: 'حُذف ويب هوك',
  },
  webhook_secret_rotated: {
    es: 'Secreto de webhook renovado',
    en: 'Webhook secret rotated',
    fr: 'Secret de webhook renouvelé',
    ar: 'جُدّد سر ويب هوك',
  },
  // approvals (issue 13)
  approval_requested: {
    es: 'Aprobación solicitada',
    en: 'Approval requested',
    fr: 'Approbation demandée',
    ar: 'طلب موافقة',
  },
  approval_approved: {
    es: 'Solicitud aprobada',
    en: 'Request approved',
    fr: 'Demande approuvée',
    ar: 'الموافقة على الطلب',
  },
  approval_denied: {
    es: 'Solicitud no aprobada',
    en: 'Request not approved',
    fr: 'Demande refusée',
    ar: 'رفض الطلب',
  },
  approval_failed: {
    es: 'Aprobada, no se pudo solicitar',
    en: 'Approved, could not be booked',
    fr: 'Approuvée, réservation impossible',
    ar: 'تمت الموافقة وتعذّر الحجز',
  },
  approval_expired: {
    es: 'Solicitud vencida',
    en: 'Request expired',
    fr: 'Demande expirée',
    ar: 'انتهاء صلاحية الطلب',
  },
  // alerts, recurring trips and batches (issue 13)
  money_alerts_updated: {
    es: 'Alertas de saldo modificadas',
    en: 'Balance alerts changed',
    fr: 'Alertes de solde modifiées',
    ar: 'تعديل تنبيهات الرصيد',
  },
  recurring_created: {
    es: 'Viaje recurrente creado',
    en: 'Recurring trip created',
    fr: 'Trajet récurrent créé',
    ar: 'إنشاء رحلة متكررة',
  },
  recurring_updated: {
    es: 'Viaje recurrente modificado',
    en: 'Recurring trip changed',
    fr: 'Trajet récurrent modifié',
    ar: 'تعديل رحلة متكررة',
  },
  recurring_paused: {
    es: 'Viaje recurrente pausado',
    en: 'Recurring trip paused',
    fr: 'Trajet récurrent suspendu',
    ar: 'إيقاف رحلة متكررة مؤقتًا',
  },
  recurring_resumed: {
    es: 'Viaje recurrente reanudado',
    en: 'Recurring trip resumed',
    fr: 'Trajet récurrent repris',
    ar: 'استئناف رحلة متكررة',
  },
  recurring_deleted: {
    es: 'Viaje recurrente eliminado',
    en: 'Recurring trip deleted',
    fr: 'Trajet récurrent supprimé',
    ar: 'حذف رحلة متكررة',
  },
  holiday_added: {
    es: 'Feriado agregado',
    en: 'Holiday added',
    fr: 'Jour férié ajouté',
    ar: 'إضافة عطلة',
  },
  holiday_removed: {
    es: 'Feriado eliminado',
    en: 'Holiday removed',
    fr: 'Jour férié supprimé',
    ar: 'حذف عطلة',
  },
  batch_booked: {
    es: 'Viajes reservados desde archivo',
    en: 'Trips booked from a file',
    fr: 'Trajets réservés depuis un fichier',
    ar: 'حجز رحلات من ملف',
  },
  // groups and travel policies (issue 13)
  group_created: { es: 'Grupo creado', en: 'Group created', fr: 'Groupe créé', ar: 'إنشاء مجموعة' },
  group_updated: {
    es: 'Grupo modificado',
    en: 'Group changed',
    fr: 'Groupe modifié',
    ar: 'تعديل مجموعة',
  },
  group_deleted: {
    es: 'Grupo eliminado',
    en: 'Group removed',
    fr: 'Groupe supprimé',
    ar: 'حذف مجموعة',
  },
  // team (issue 13)
  member_invited: {
    es: 'Miembro invitado',
    en: 'Member invited',
    fr: 'Membre invité',
    ar: 'دعوة عضو',
  },
  member_updated: {
    es: 'Miembro modificado',
    en: 'Member changed',
    fr: 'Membre modifié',
    ar: 'تعديل عضو',
  },
  member_deactivated: {
    es: 'Miembro desactivado',
    en: 'Member deactivated',
    fr: 'Membre désactivé',
    ar: 'إلغاء تفعيل عضو',
  },
  member_activated: {
    es: 'Miembro activado',
    en: 'Member activated',
    fr: 'Membre activé',
    ar: 'تفعيل عضو',
  },
  member_invite_resent: {
    es: 'Invitación reenviada',
    en: 'Invitation sent again',
    fr: 'Invitation renvoyée',
    ar: 'إعادة إرسال الدعوة',
  },
  member_joined: {
    es: 'Invitación aceptada',
    en: 'Invitation accepted',
    fr: 'Invitation acceptée',
    ar: 'قبول الدعوة',
  },
  // sessions and passwords
  login: { es: 'Inicio de sesión', en: 'Signed in', fr: 'Connexion', ar: 'تسجيل الدخول' },
  logout: { es: 'Cierre de sesión', en: 'Signed out', fr: 'Déconnexion', ar: 'تسجيل الخروج' },
  session_ended: {
    es: 'Sesión cerrada desde la lista de sesiones',
    en: 'Session ended from the sessions list',
    fr: 'Session fermée depuis la liste des sessions',
    ar: 'أُنهيت جلسة من قائمة الجلسات',
  },
  password_reset_requested: {
    es: 'Restablecimiento de contraseña solicitado',
    en: 'Password reset requested',
    fr: 'Réinitialisation du mot de passe demandée',
    ar: 'طُلبت إعادة تعيين كلمة المرور',
  },
  password_reset: {
    es: 'Contraseña restablecida',
    en: 'Password reset',
    fr: 'Mot de passe réinitialisé',
    ar: 'أُعيد تعيين كلمة المرور',
  },
  password_changed: {
    es: 'Contraseña cambiada',
    en: 'Password changed',
    fr: 'Mot de passe modifié',
    ar: 'تم تغيير كلمة المرور',
  },
  // the company's own data
  profile_updated: {
    es: 'Perfil actualizado',
    en: 'Profile updated',
    fr: 'Profil mis à jour',
    ar: 'تم تحديث الملف الشخصي',
  },
  onboarding_completed: {
    es: 'Datos fiscales registrados',
    en: 'Fiscal data registered',
    fr: 'Données fiscales enregistrées',
    ar: 'تم تسجيل البيانات الضريبية',
  },
  fiscal_data_updated: {
    es: 'Datos fiscales actualizados',
    en: 'Fiscal data updated',
    fr: 'Données fiscales mises à jour',
    ar: 'تم تحديث البيانات الضريبية',
  },
  upload_created: {
    es: 'Archivo subido',
    en: 'File uploaded',
    fr: 'Fichier envoyé',
    ar: 'تم رفع ملف',
  },
  // trips, multistop quotes and parcels
  trip_requested: {
    es: 'Viaje solicitado',
    en: 'Trip requested',
    fr: 'Course demandée',
    ar: 'تم طلب رحلة',
  },
  trip_cancelled: {
    es: 'Viaje cancelado',
    en: 'Trip cancelled',
    fr: 'Course annulée',
    ar: 'تم إلغاء رحلة',
  },
  quote_requested: {
    es: 'Cotización solicitada',
    en: 'Quote requested',
    fr: 'Devis demandé',
    ar: 'تم طلب عرض سعر',
  },
  quote_approved: {
    es: 'Cotización aprobada',
    en: 'Quote approved',
    fr: 'Devis approuvé',
    ar: 'تمت الموافقة على عرض السعر',
  },
  quote_denied: {
    es: 'Cotización rechazada',
    en: 'Quote denied',
    fr: 'Devis refusé',
    ar: 'تم رفض عرض السعر',
  },
  quote_withdrawn: {
    es: 'Cotización retirada',
    en: 'Quote withdrawn',
    fr: 'Devis retiré',
    ar: 'تم سحب عرض السعر',
  },
  quote_expired: {
    es: 'Cotización expirada',
    en: 'Quote expired',
    fr: 'Devis expiré',
    ar: 'انتهت صلاحية عرض السعر',
  },
  multistop_cancelled: {
    es: 'Viaje multiparada cancelado',
    en: 'Multistop trip cancelled',
    fr: 'Course multi-arrêts annulée',
    ar: 'تم إلغاء رحلة متعددة المحطات',
  },
  parcel_requested: {
    es: 'Envío solicitado',
    en: 'Parcel requested',
    fr: 'Envoi demandé',
    ar: 'تم طلب شحنة',
  },
  parcel_cancelled: {
    es: 'Envío cancelado',
    en: 'Parcel cancelled',
    fr: 'Envoi annulé',
    ar: 'تم إلغاء شحنة',
  },
  // payroll
  payroll_user_created: {
    es: 'Colaborador agregado',
    en: 'Collaborator added',
    fr: 'Collaborateur ajouté',
    ar: 'تمت إضافة موظف',
  },
  payroll_user_updated: {
    es: 'Colaborador editado',
    en: 'Collaborator edited',
    fr: 'Collaborateur modifié',
    ar: 'تم تعديل بيانات موظف',
  },
  payroll_user_deleted: {
    es: 'Colaborador eliminado',
    en: 'Collaborator removed',
    fr: 'Collaborateur supprimé',
    ar: 'تم حذف موظف',
  },
  payroll_users_imported: {
    es: 'Colaboradores importados',
    en: 'Collaborators imported',
    fr: 'Collaborateurs importés',
    ar: 'تم استيراد موظفين',
  },
  payroll_balance_given: {
    es: 'Saldo asignado a un colaborador',
    en: 'Balance given to a collaborator',
    fr: 'Solde attribué à un collaborateur',
    ar: 'تم منح رصيد لموظف',
  },
  payroll_balance_taken: {
    es: 'Saldo retirado a un colaborador',
    en: 'Balance taken from a collaborator',
    fr: 'Solde retiré à un collaborateur',
    ar: 'تم سحب رصيد من موظف',
  },
  // the provider's console
  company_approved: {
    es: 'Empresa aprobada',
    en: 'Company approved',
    fr: 'Entreprise approuvée',
    ar: 'تمت الموافقة على الشركة',
  },
  company_suspended: {
    es: 'Empresa suspendida',
    en: 'Company suspended',
    fr: 'Entreprise suspendue',
    ar: 'تم تعليق الشركة',
  },
  corporate_suspended: {
    es: 'Empresa suspendida',
    en: 'Company suspended',
    fr: 'Entreprise suspendue',
    ar: 'تم تعليق الشركة',
  },
  company_reactivated: {
    es: 'Empresa reactivada',
    en: 'Company reactivated',
    fr: 'Entreprise réactivée',
    ar: 'تمت إعادة تفعيل الشركة',
  },
  company_features_changed: {
    es: 'Funciones de la empresa cambiadas',
    en: 'Company features changed',
    fr: "Fonctions de l'entreprise modifiées",
    ar: 'تم تغيير ميزات الشركة',
  },
  company_overdraft_changed: {
    es: 'Sobregiro cambiado',
    en: 'Overdraft changed',
    fr: 'Découvert modifié',
    ar: 'تم تغيير حد السحب على المكشوف',
  },
  company_created_from_lead: {
    es: 'Empresa creada desde un prospecto',
    en: 'Company created from a lead',
    fr: "Entreprise créée à partir d'un prospect",
    ar: 'تم إنشاء شركة من عميل محتمل',
  },
  panel_linked: {
    es: 'Panel asociado',
    en: 'Panel linked',
    fr: 'Panneau associé',
    ar: 'تم ربط لوحة',
  },
  panel_unlinked: {
    es: 'Panel desasociado',
    en: 'Panel unlinked',
    fr: 'Panneau dissocié',
    ar: 'تم فك ربط لوحة',
  },
  panel_transfer: {
    es: 'Transferencia entre paneles',
    en: 'Transfer between panels',
    fr: 'Transfert entre panneaux',
    ar: 'تحويل بين اللوحات',
  },
  assist_started: {
    es: 'Modo asistido iniciado',
    en: 'Assist mode started',
    fr: 'Mode assisté démarré',
    ar: 'بدء الوضع المساعد',
  },
  assist_ended: {
    es: 'Modo asistido finalizado',
    en: 'Assist mode ended',
    fr: 'Mode assisté terminé',
    ar: 'انتهاء الوضع المساعد',
  },
  lead_created: {
    es: 'Prospecto registrado',
    en: 'Lead created',
    fr: 'Prospect enregistré',
    ar: 'تم تسجيل عميل محتمل',
  },
  lead_status_changed: {
    es: 'Estado del prospecto cambiado',
    en: 'Lead status changed',
    fr: 'Statut du prospect modifié',
    ar: 'تم تغيير حالة العميل المحتمل',
  },
  lead_note_added: {
    es: 'Nota agregada al prospecto',
    en: 'Note added to a lead',
    fr: 'Note ajoutée au prospect',
    ar: 'تمت إضافة ملاحظة إلى العميل المحتمل',
  },
  exchange_rate_set: {
    es: 'Tasa de cambio fijada',
    en: 'Exchange rate set',
    fr: 'Taux de change fixé',
    ar: 'تم تحديد سعر الصرف',
  },
  promo_created: {
    es: 'Código promocional creado',
    en: 'Promo code created',
    fr: 'Code promo créé',
    ar: 'تم إنشاء رمز ترويجي',
  },
  promo_paused: {
    es: 'Código promocional pausado',
    en: 'Promo code paused',
    fr: 'Code promo suspendu',
    ar: 'تم إيقاف الرمز الترويجي مؤقتًا',
  },
  promo_resumed: {
    es: 'Código promocional reanudado',
    en: 'Promo code resumed',
    fr: 'Code promo réactivé',
    ar: 'تم استئناف الرمز الترويجي',
  },
  fare_changed: {
    es: 'Tarifa cambiada',
    en: 'Fare changed',
    fr: 'Tarif modifié',
    ar: 'تم تغيير التعرفة',
  },
  fare_reset: {
    es: 'Tarifa restablecida al valor predeterminado',
    en: 'Fare reset to the default',
    fr: 'Tarif rétabli à la valeur par défaut',
    ar: 'تمت إعادة التعرفة إلى القيمة الافتراضية',
  },
  admin_login: {
    es: 'Inicio de sesión en la consola',
    en: 'Signed in to the console',
    fr: 'Connexion à la console',
    ar: 'تسجيل الدخول إلى وحدة التحكم',
  },
  admin_logout: {
    es: 'Cierre de sesión en la consola',
    en: 'Signed out of the console',
    fr: 'Déconnexion de la console',
    ar: 'تسجيل الخروج من وحدة التحكم',
  },
  admin_session_ended: {
    es: 'Sesión de la consola cerrada desde la lista de sesiones',
    en: 'Console session ended from the sessions list',
    fr: 'Session de la console fermée depuis la liste des sessions',
    ar: 'أُنهيت جلسة وحدة التحكم من قائمة الجلسات',
  },
  // money in (issue 11)
  topup_created: {
    es: 'Recarga registrada',
    en: 'Top-up registered',
    fr: 'Recharge enregistrée',
    ar: 'تم تسجيل شحن الرصيد',
  },
  topup_approved: {
    es: 'Recarga aprobada',
    en: 'Top-up approved',
    fr: 'Recharge approuvée',
    ar: 'تمت الموافقة على شحن الرصيد',
  },
  topup_rejected: {
    es: 'Recarga no aprobada',
    en: 'Top-up not approved',
    fr: 'Recharge non approuvée',
    ar: 'لم تتم الموافقة على شحن الرصيد',
  },
  proforma_created: {
    es: 'Proforma emitida',
    en: 'Proforma issued',
    fr: 'Proforma émise',
    ar: 'صدرت فاتورة مبدئية',
  },
  credit_requested: {
    es: 'Crédito solicitado',
    en: 'Credit requested',
    fr: 'Crédit demandé',
    ar: 'طُلب ائتمان',
  },
  credit_granted: {
    es: 'Crédito otorgado',
    en: 'Credit granted',
    fr: 'Crédit accordé',
    ar: 'مُنح ائتمان',
  },
  credit_denied: {
    es: 'Crédito no aprobado',
    en: 'Credit not approved',
    fr: 'Crédit non approuvé',
    ar: 'لم تتم الموافقة على الائتمان',
  },
  credit_reverted: {
    es: 'Crédito revertido',
    en: 'Credit reverted',
    fr: 'Crédit annulé',
    ar: 'أُلغي الائتمان',
  },
  credit_expired: {
    es: 'Crédito vencido',
    en: 'Credit expired',
    fr: 'Crédit échu',
    ar: 'انتهت صلاحية الائتمان',
  },
  credit_paid: {
    es: 'Crédito pagado',
    en: 'Credit paid back',
    fr: 'Crédit remboursé',
    ar: 'سُدِّد الائتمان',
  },
  topup_to_review: {
    es: 'Recarga enviada a revisión manual',
    en: 'Top-up sent to manual review',
    fr: 'Recharge envoyée en vérification manuelle',
    ar: 'أُحيل شحن الرصيد إلى المراجعة اليدوية',
  },
} satisfies Record<string, Record<Language, string>>;
export type AuditActionCode = keyof typeof AUDIT_ACTION_LABELS;

export const isAuditAction = (code: string): code is AuditActionCode =>
  Object.hasOwn(AUDIT_ACTION_LABELS, code);

/** What an audit log row changed (audit_log.entity), beside its id. */
export const AUDIT_ENTITY_LABELS = {
  /** an API operation (`METHOD /api/corporate/...`): assist mode's reads */
  operation: { es: 'Operación', en: 'Operation', fr: 'Opération', ar: 'العملية' },
  api_key: { es: 'Clave API', en: 'API key', fr: 'Clé API', ar: 'مفتاح واجهة البرمجة' },
  webhook_endpoint: { es: 'Webhook', en: 'Webhook', fr: 'Webhook', ar: 'ويب هوك' },
  approval: { es: 'Aprobación', en: 'Approval', fr: 'Approbation', ar: 'الموافقة' },
  group: { es: 'Grupo', en: 'Group', fr: 'Groupe', ar: 'مجموعة' },
  recurring_trip: {
    es: 'Viaje recurrente',
    en: 'Recurring trip',
    fr: 'Trajet récurrent',
    ar: 'رحلة متكررة',
  },
  holiday: { es: 'Feriado', en: 'Holiday', fr: 'Jour férié', ar: 'عطلة' },
  trip_batch: {
    es: 'Lote de viajes',
    en: 'Trip batch',
    fr: 'Lot de trajets',
    ar: 'دفعة رحلات',
  },
  member: {
    es: 'Miembro del equipo',
    en: 'Team member',
    fr: 'Membre de l’équipe',
    ar: 'عضو الفريق',
  },
  corporate: { es: 'Empresa', en: 'Company', fr: 'Entreprise', ar: 'الشركة' },
  session: { es: 'Sesión', en: 'Session', fr: 'Session', ar: 'الجلسة' },
  trip: { es: 'Viaje', en: 'Trip', fr: 'Course', ar: 'الرحلة' },
  quote: { es: 'Cotización', en: 'Quote', fr: 'Devis', ar: 'عرض السعر' },
  parcel: { es: 'Envío', en: 'Parcel', fr: 'Envoi', ar: 'الشحنة' },
  payroll_user: { es: 'Colaborador', en: 'Collaborator', fr: 'Collaborateur', ar: 'الموظف' },
  upload: { es: 'Archivo', en: 'File', fr: 'Fichier', ar: 'الملف' },
  topup: { es: 'Recarga', en: 'Top-up', fr: 'Recharge', ar: 'شحن الرصيد' },
  credit: { es: 'Crédito', en: 'Credit', fr: 'Crédit', ar: 'الائتمان' },
  proforma: { es: 'Proforma', en: 'Proforma', fr: 'Proforma', ar: 'فاتورة مبدئية' },
  ledger_account: {
    es: 'Cuenta de saldo',
    en: 'Balance account',
    fr: 'Compte de solde',
    ar: 'حساب الرصيد',
  },
  master_panel: {
    es: 'Panel maestro',
    en: 'Master panel',
    fr: 'Panneau maître',
    ar: 'اللوحة الرئيسية',
  },
  corporate_panel: {
    es: 'Panel corporativo',
    en: 'Corporate panel',
    fr: "Panneau d'entreprise",
    ar: 'لوحة الشركة',
  },
  lead: { es: 'Prospecto', en: 'Lead', fr: 'Prospect', ar: 'العميل المحتمل' },
  exchange_rate: {
    es: 'Tasa de cambio',
    en: 'Exchange rate',
    fr: 'Taux de change',
    ar: 'سعر الصرف',
  },
  promo_code: {
    es: 'Código promocional',
    en: 'Promo code',
    fr: 'Code promo',
    ar: 'الرمز الترويجي',
  },
  fare: { es: 'Tarifa', en: 'Fare', fr: 'Tarif', ar: 'التعرفة' },
  admin: { es: 'Administrador', en: 'Administrator', fr: 'Administrateur', ar: 'المسؤول' },
} satisfies Record<string, Record<Language, string>>;

/** Who did it, as the company's activity page says: the company, the provider in assist mode, or the provider. */
export const ACTIVITY_ACTOR_LABELS: Record<ActivityActor, Record<Language, string>> = {
  company: { es: 'Empresa', en: 'Company', fr: 'Entreprise', ar: 'الشركة' },
  assist: { es: 'Modo asistido', en: 'Assist mode', fr: 'Mode assisté', ar: 'الوضع المساعد' },
  system: { es: 'Proveedor', en: 'Provider', fr: 'Prestataire', ar: 'المزوّد' },
};

/** Who acted, when it was one of the company's API keys: the key by its name. */
export const API_KEY_ACTOR_LABEL: Record<Language, string> = {
  es: 'Clave API ‹{{name}}›',
  en: 'API key ‹{{name}}›',
  fr: 'Clé API ‹{{name}}›',
  ar: 'مفتاح واجهة البرمجة ‹{{name}}›',
};

/** The header of every CSV export's columns, in the language of the person exporting. */
export const CSV_COLUMN_LABELS = {
  // trips
  unique_id: { es: 'Viaje', en: 'Trip', fr: 'Course', ar: 'الرحلة' },
  requested_at: { es: 'Solicitado', en: 'Requested', fr: 'Demandée', ar: 'تاريخ الطلب' },
  scheduled_at: {
    es: 'Programado para',
    en: 'Scheduled for',
    fr: 'Programmée pour',
    ar: 'مجدولة في',
  },
  status: { es: 'Estado', en: 'Status', fr: 'Statut', ar: 'الحالة' },
  type: { es: 'Tipo', en: 'Type', fr: 'Type', ar: 'النوع' },
  service_type: {
    es: 'Tipo de servicio',
    en: 'Service type',
    fr: 'Type de service',
    ar: 'نوع الخدمة',
  },
  passenger: { es: 'Pasajero', en: 'Passenger', fr: 'Passager', ar: 'الراكب' },
  passenger_type: {
    es: 'Tipo de pasajero',
    en: 'Passenger type',
    fr: 'Type de passager',
    ar: 'نوع الراكب',
  },
  payer: { es: 'Paga', en: 'Paid by', fr: 'Payé par', ar: 'الدافع' },
  origin: { es: 'Origen', en: 'Origin', fr: 'Origine', ar: 'نقطة الانطلاق' },
  destination: { es: 'Destino', en: 'Destination', fr: 'Destination', ar: 'الوجهة' },
  distance_km: {
    es: 'Distancia (km)',
    en: 'Distance (km)',
    fr: 'Distance (km)',
    ar: 'المسافة (كم)',
  },
  duration_min: {
    es: 'Duración (min)',
    en: 'Duration (min)',
    fr: 'Durée (min)',
    ar: 'المدة (دقيقة)',
  },
  estimated_fare_usd: {
    es: 'Tarifa estimada ($)',
    en: 'Estimated fare ($)',
    fr: 'Tarif estimé ($)',
    ar: 'الأجرة التقديرية ($)',
  },
  final_fare_usd: {
    es: 'Tarifa final ($)',
    en: 'Final fare ($)',
    fr: 'Tarif final ($)',
    ar: 'الأجرة النهائية ($)',
  },
  promo_code: {
    es: 'Código promocional',
    en: 'Promo code',
    fr: 'Code promo',
    ar: 'الرمز الترويجي',
  },
  fare: { es: 'Tarifa', en: 'Fare', fr: 'Tarif', ar: 'التعرفة' },
  cancel_reason: {
    es: 'Motivo de cancelación',
    en: 'Reason for cancelling',
    fr: "Motif d'annulation",
    ar: 'سبب الإلغاء',
  },
  cancel_comment: {
    es: 'Comentario de cancelación',
    en: 'Cancellation comment',
    fr: "Commentaire d'annulation",
    ar: 'تعليق الإلغاء',
  },
  // multistop quotes
  quote: { es: 'Cotización', en: 'Quote', fr: 'Devis', ar: 'عرض السعر' },
  stops: { es: 'Paradas', en: 'Stops', fr: 'Arrêts', ar: 'المحطات' },
  quote_status: {
    es: 'Estado de la cotización',
    en: 'Quote status',
    fr: 'Statut du devis',
    ar: 'حالة عرض السعر',
  },
  trip_status: {
    es: 'Estado del viaje',
    en: 'Trip status',
    fr: 'Statut de la course',
    ar: 'حالة الرحلة',
  },
  expires_at: { es: 'Expira', en: 'Expires', fr: 'Expire', ar: 'ينتهي في' },
  fee_usd: {
    es: 'Cargo por paradas ($)',
    en: 'Stop fee ($)',
    fr: 'Frais d’arrêts ($)',
    ar: 'رسوم المحطات ($)',
  },
  total_usd: { es: 'Total ($)', en: 'Total ($)', fr: 'Total ($)', ar: 'الإجمالي ($)' },
  total_ves: { es: 'Total (Bs.)', en: 'Total (Bs.)', fr: 'Total (Bs.)', ar: 'الإجمالي (Bs.)' },
  deny_reason: {
    es: 'Motivo de rechazo',
    en: 'Reason for denying',
    fr: 'Motif du refus',
    ar: 'سبب الرفض',
  },
  // parcels
  parcel_id: { es: 'Envío', en: 'Parcel', fr: 'Colis', ar: 'الطرد' },
  sender: { es: 'Remitente', en: 'Sender', fr: 'Expéditeur', ar: 'المرسل' },
  receivers: { es: 'Destinatarios', en: 'Receivers', fr: 'Destinataires', ar: 'المستلمون' },
  size: { es: 'Tamaño', en: 'Size', fr: 'Taille', ar: 'الحجم' },
  weight_kg: { es: 'Peso (kg)', en: 'Weight (kg)', fr: 'Poids (kg)', ar: 'الوزن (كغ)' },
  vehicle: { es: 'Vehículo', en: 'Vehicle', fr: 'Véhicule', ar: 'المركبة' },
  pickup: { es: 'Recogida', en: 'Pickup', fr: 'Enlèvement', ar: 'الاستلام' },
  dropoffs: { es: 'Entregas', en: 'Drop-offs', fr: 'Livraisons', ar: 'نقاط التسليم' },
  delivered: { es: 'Entregados', en: 'Delivered', fr: 'Livrés', ar: 'تم التسليم' },
  // balance operations
  date: { es: 'Fecha', en: 'Date', fr: 'Date', ar: 'التاريخ' },
  operation_origin: { es: 'Origen', en: 'Origin', fr: 'Origine', ar: 'المصدر' },
  description: { es: 'Descripción', en: 'Description', fr: 'Description', ar: 'الوصف' },
  amount_usd: { es: 'Monto ($)', en: 'Amount ($)', fr: 'Montant ($)', ar: 'المبلغ ($)' },
  initial_balance_usd: {
    es: 'Saldo inicial ($)',
    en: 'Initial balance ($)',
    fr: 'Solde initial ($)',
    ar: 'الرصيد الأولي ($)',
  },
  final_balance_usd: {
    es: 'Saldo final ($)',
    en: 'Final balance ($)',
    fr: 'Solde final ($)',
    ar: 'الرصيد النهائي ($)',
  },
  user: { es: 'Colaborador', en: 'Collaborator', fr: 'Collaborateur', ar: 'المتعاون' },
  user_amount_usd: {
    es: 'Monto del colaborador ($)',
    en: "Collaborator's amount ($)",
    fr: 'Montant du collaborateur ($)',
    ar: 'مبلغ المتعاون ($)',
  },
  rate_ves_per_usd: {
    es: 'Tasa (Bs. por $)',
    en: 'Rate (Bs. per $)',
    fr: 'Taux (Bs. par $)',
    ar: 'السعر (Bs. لكل $)',
  },
  amount_ves: { es: 'Monto (Bs.)', en: 'Amount (Bs.)', fr: 'Montant (Bs.)', ar: 'المبلغ (Bs.)' },
  // payroll
  name: { es: 'Nombre', en: 'Name', fr: 'Nom', ar: 'الاسم' },
  email: { es: 'Correo electrónico', en: 'Email', fr: 'E-mail', ar: 'البريد الإلكتروني' },
  phone: { es: 'Teléfono', en: 'Phone', fr: 'Téléphone', ar: 'الهاتف' },
  id_card: { es: 'Cédula', en: 'ID card', fr: "Pièce d'identité", ar: 'بطاقة الهوية' },
  department: { es: 'Departamento', en: 'Department', fr: 'Département', ar: 'القسم' },
  is_active: { es: 'Estado', en: 'Status', fr: 'Statut', ar: 'الحالة' },
  balance: { es: 'Saldo ($)', en: 'Balance ($)', fr: 'Solde ($)', ar: 'الرصيد ($)' },
  overdraft: {
    es: 'Sobregiro ($)',
    en: 'Overdraft ($)',
    fr: 'Découvert ($)',
    ar: 'السحب على المكشوف ($)',
  },
  available: { es: 'Disponible ($)', en: 'Available ($)', fr: 'Disponible ($)', ar: 'المتاح ($)' },
  created_at: {
    es: 'En la nómina desde',
    en: 'On the payroll since',
    fr: 'Dans la paie depuis',
    ar: 'في كشف الرواتب منذ',
  },
  // leads (the console's prospects)
  lead_received_at: { es: 'Recibido', en: 'Received', fr: 'Reçu', ar: 'تاريخ الاستلام' },
  lead_company: { es: 'Empresa', en: 'Company', fr: 'Entreprise', ar: 'الشركة' },
  lead_tax_id: { es: 'RIF', en: 'Tax ID', fr: 'RIF', ar: 'الرقم الضريبي' },
  lead_city: { es: 'Ciudad', en: 'City', fr: 'Ville', ar: 'المدينة' },
  lead_company_size: {
    es: 'Tamaño de la empresa',
    en: 'Company size',
    fr: "Taille de l'entreprise",
    ar: 'حجم الشركة',
  },
  lead_industry: { es: 'Sector', en: 'Industry', fr: 'Secteur', ar: 'القطاع' },
  lead_source: {
    es: 'Cómo nos conoció',
    en: 'How they heard of us',
    fr: 'Comment nous a-t-il connus',
    ar: 'كيف عرف بنا',
  },
  lead_message: { es: 'Mensaje', en: 'Message', fr: 'Message', ar: 'الرسالة' },
  lead_panel_id: { es: 'ID del panel', en: 'Panel ID', fr: 'ID du panneau', ar: 'معرّف اللوحة' },
  // the company's activity (audit log)
  activity_action: { es: 'Acción', en: 'Action', fr: 'Action', ar: 'الإجراء' },
  activity_entity: { es: 'Elemento', en: 'Item', fr: 'Élément', ar: 'العنصر' },
  activity_actor: { es: 'Quién', en: 'Who', fr: 'Qui', ar: 'مَن' },
  activity_ip: { es: 'Dirección IP', en: 'IP address', fr: 'Adresse IP', ar: 'عنوان IP' },
  // money in (issue 11)
  topup: { es: 'Recarga', en: 'Top-up', fr: 'Recharge', ar: 'شحن الرصيد' },
  method: { es: 'Método', en: 'Method', fr: 'Moyen', ar: 'الطريقة' },
  currency: { es: 'Moneda', en: 'Currency', fr: 'Devise', ar: 'العملة' },
  amount: { es: 'Monto', en: 'Amount', fr: 'Montant', ar: 'المبلغ' },
  credited_usd: {
    es: 'Acreditado (USD)',
    en: 'Credited (USD)',
    fr: 'Crédité (USD)',
    ar: 'المبلغ المضاف (USD)',
  },
  igtf_usd: { es: 'IGTF (USD)', en: 'IGTF (USD)', fr: 'IGTF (USD)', ar: 'IGTF (USD)' },
  payment_date: {
    es: 'Fecha de pago',
    en: 'Payment date',
    fr: 'Date de paiement',
    ar: 'تاريخ الدفع',
  },
  reference: { es: 'Referencia', en: 'Reference', fr: 'Référence', ar: 'المرجع' },
  bank: { es: 'Banco', en: 'Bank', fr: 'Banque', ar: 'البنك' },
  reject_reason: {
    es: 'Motivo del rechazo',
    en: 'Reason for rejection',
    fr: 'Motif du refus',
    ar: 'سبب الرفض',
  },
  invoice_number: {
    es: 'N.º de factura',
    en: 'Invoice no.',
    fr: 'N° de facture',
    ar: 'رقم الفاتورة',
  },
  control_number: {
    es: 'N.º de control',
    en: 'Control no.',
    fr: 'N° de contrôle',
    ar: 'رقم التحكم',
  },
  credit: { es: 'Crédito', en: 'Credit', fr: 'Crédit', ar: 'الائتمان' },
  paid_usd: { es: 'Pagado (USD)', en: 'Paid (USD)', fr: 'Remboursé (USD)', ar: 'المسدَّد (USD)' },
  due_usd: { es: 'Pendiente (USD)', en: 'Due (USD)', fr: 'Dû (USD)', ar: 'المستحق (USD)' },
  approved_at: { es: 'Aprobado', en: 'Approved', fr: 'Approuvé', ar: 'تاريخ الموافقة' },
  // promo codes page
  fare_before_discount_usd: {
    es: 'Tarifa sin descuento ($)',
    en: 'Fare before discount ($)',
    fr: 'Tarif avant remise ($)',
    ar: 'الأجرة قبل الخصم ($)',
  },
  discount_usd: { es: 'Descuento ($)', en: 'Discount ($)', fr: 'Remise ($)', ar: 'الخصم ($)' },
  fare_charged_usd: {
    es: 'Tarifa cobrada ($)',
    en: 'Fare charged ($)',
    fr: 'Tarif facturé ($)',
    ar: 'الأجرة المحصّلة ($)',
  },
  // approvals (issue 13)
  group: { es: 'Grupo', en: 'Group', fr: 'Groupe', ar: 'المجموعة' },
  policy_rules: {
    es: 'Reglas incumplidas',
    en: 'Rules broken',
    fr: 'Règles enfreintes',
    ar: 'القواعد المخالفة',
  },
  estimate_usd: { es: 'Estimado ($)', en: 'Estimate ($)', fr: 'Estimation ($)', ar: 'التقدير ($)' },
  requested_by: { es: 'Pedido por', en: 'Requested by', fr: 'Demandé par', ar: 'طلبه' },
  decided_by: { es: 'Decidido por', en: 'Decided by', fr: 'Décidé par', ar: 'قرّره' },
  // team (issue 13)
  role: { es: 'Rol', en: 'Role', fr: 'Rôle', ar: 'الدور' },
  invited_at: { es: 'Invitado el', en: 'Invited on', fr: 'Invité le', ar: 'تاريخ الدعوة' },
  last_login: {
    es: 'Último ingreso',
    en: 'Last sign-in',
    fr: 'Dernière connexion',
    ar: 'آخر دخول',
  },
} satisfies Record<string, Record<Language, string>>;
export type CsvColumn = keyof typeof CSV_COLUMN_LABELS;

/** A CSV's header row in a language. */
export const csvHeader = (columns: readonly CsvColumn[], lang: Language) =>
  columns.map((c) => CSV_COLUMN_LABELS[c][lang]);

/**
 * A date-time as a CSV shows it: `YYYY-MM-DD HH:mm` in the company's time zone (what the screen
 * shows, and what a spreadsheet reads as a date), never UTC.
 */
export function csvDateTime(at: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** The label of a code in a language, or the code itself when the table does not know it. */
export function labelIn(
  table: Record<string, Record<Language, string>>,
  code: string | null | undefined,
  lang: Language,
): string {
  if (!code) return '';
  return Object.hasOwn(table, code) ? table[code]![lang] : code;
}

/** A team role's name (issue 13): the invitation e-mail, the team CSV. */
export const TEAM_ROLE_LABELS = {
  admin: { es: 'Administrador', en: 'Administrator', fr: 'Administrateur', ar: 'مسؤول' },
  coordinator: { es: 'Coordinador', en: 'Coordinator', fr: 'Coordinateur', ar: 'منسّق' },
  finance: { es: 'Finanzas', en: 'Finance', fr: 'Finances', ar: 'المالية' },
  approver: { es: 'Aprobador', en: 'Approver', fr: 'Approbateur', ar: 'معتمِد' },
  viewer: { es: 'Lector', en: 'Viewer', fr: 'Lecteur', ar: 'قارئ' },
} as const satisfies Record<string, Record<Language, string>>;

/** A team member's status (issue 13), as the team CSV says it. */
export const TEAM_STATUS_LABELS = {
  invited: { es: 'Invitado', en: 'Invited', fr: 'Invité', ar: 'مدعو' },
  active: { es: 'Activo', en: 'Active', fr: 'Actif', ar: 'نشط' },
  inactive: { es: 'Desactivado', en: 'Deactivated', fr: 'Désactivé', ar: 'غير مفعّل' },
} as const satisfies Record<string, Record<Language, string>>;

/** A travel policy rule's name (issue 13): approvals' e-mails and lists. */
export const POLICY_RULE_LABELS = {
  service_type: {
    es: 'tipo de servicio',
    en: 'service type',
    fr: 'type de service',
    ar: 'نوع الخدمة',
  },
  weekday: { es: 'día', en: 'day', fr: 'jour', ar: 'اليوم' },
  hours: { es: 'horario', en: 'hours', fr: 'horaire', ar: 'الساعات' },
  city: { es: 'ciudad', en: 'city', fr: 'ville', ar: 'المدينة' },
  max_per_trip: {
    es: 'tope por viaje',
    en: 'cap per trip',
    fr: 'plafond par trajet',
    ar: 'الحد لكل رحلة',
  },
  max_per_month: {
    es: 'tope mensual',
    en: 'monthly cap',
    fr: 'plafond mensuel',
    ar: 'الحد الشهري',
  },
  reason: { es: 'motivo', en: 'reason', fr: 'motif', ar: 'السبب' },
  cost_center: {
    es: 'centro de costo',
    en: 'cost centre',
    fr: 'centre de coût',
    ar: 'مركز التكلفة',
  },
} as const satisfies Record<string, Record<Language, string>>;

/** An approval request's status (issue 13): the spec's words where it has them. */
export const APPROVAL_STATUS_LABELS = {
  waiting: {
    es: 'Esperando aprobación',
    en: 'Waiting for approval',
    fr: 'En attente d’approbation',
    ar: 'بانتظار الموافقة',
  },
  approved: { es: 'Aprobado', en: 'Approved', fr: 'Approuvé', ar: 'تمت الموافقة' },
  denied: { es: 'No aprobado', en: 'Not approved', fr: 'Non approuvé', ar: 'لم تتم الموافقة' },
  expired: { es: 'Vencido', en: 'Expired', fr: 'Expiré', ar: 'منتهي الصلاحية' },
  failed: {
    es: 'Aprobado, no solicitado',
    en: 'Approved, not booked',
    fr: 'Approuvé, non réservé',
    ar: 'تمت الموافقة ولم يُحجز',
  },
} as const satisfies Record<string, Record<Language, string>>;
