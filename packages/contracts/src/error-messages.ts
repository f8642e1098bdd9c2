import { DEFAULT_LANGUAGE, type Language } from './i18n.ts';
import { endSentences } from './sentence.ts';

/**
 * The messages the web client writes itself, for failures with no answer from the server (SPEC
 * §8: 'Timeout error', 'Network Error', 'Sesión expirada' / 'Expired session', the generic one).
 * Kept apart so the client's entry carries only these, in every language; the rest of the
 * catalogue reaches the browser as the `errors` namespace of each language's texts.
 */
export const CLIENT_ERROR_MESSAGES = {
  session_expired: {
    es: 'Sesión expirada',
    en: 'Expired session',
    fr: 'Session expirée',
    ar: 'انتهت صلاحية الجلسة',
  },
  timeout: {
    es: 'Timeout error',
    en: 'Timeout error',
    fr: "Délai d'attente dépassé",
    ar: 'انتهت مهلة الطلب',
  },
  network: {
    es: 'Network Error',
    en: 'Network Error',
    fr: 'Erreur réseau',
    ar: 'خطأ في الشبكة',
  },
  unknown: {
    es: 'Ocurrió un error, por favor intente más tarde',
    en: 'An error occurred, please try again later',
    fr: 'Une erreur est survenue, veuillez réessayer plus tard',
    ar: 'حدث خطأ، يرجى المحاولة لاحقًا',
  },
} as const satisfies Record<string, Record<Language, string>>;

/** A message of CLIENT_ERROR_MESSAGES in a language. */
export function clientErrorMessage(
  code: keyof typeof CLIENT_ERROR_MESSAGES,
  lang: Language = DEFAULT_LANGUAGE,
): string {
  return CLIENT_ERROR_MESSAGES[code][lang];
}

/**
 * Every error the API can answer, by `error_code`, with its message in each language.
 * The server renders `message` in the caller's language from this table; the web app has the
 * same table as its `errors` namespace (apps/web/src/locales/<lang>/errors.json, written from
 * it by `npm run locales:errors`), so a code shows the same words on both sides.
 * English texts quoted by SPEC.md §5/§8 are kept word for word.
 */
const ENTRY_ERROR_MESSAGES = {
  approval_link_invalid: {
    es: 'Este enlace de aprobación no es válido',
    en: 'This approval link is not valid',
    fr: 'Ce lien d’approbation n’est pas valide',
    ar: 'رابط الموافقة هذا غير صالح',
  },
  approval_already_decided: {
    es: 'Esta solicitud ya fue decidida o venció',
    en: 'This request has already been decided or has expired',
    fr: 'Cette demande a déjà été tranchée ou a expiré',
    ar: 'تم البت في هذا الطلب بالفعل أو انتهت صلاحيته',
  },
  invite_invalid: {
    es: 'Este enlace de invitación no es válido o ya se usó',
    en: 'This invitation link is not valid or has already been used',
    fr: 'Ce lien d’invitation n’est pas valide ou a déjà été utilisé',
    ar: 'رابط الدعوة هذا غير صالح أو استُخدم من قبل',
  },
  invite_expired: {
    es: 'La invitación expiró. Pida a quien lo invitó que la envíe de nuevo',
    en: 'The invitation has expired. Ask whoever invited you to send it again',
    fr: 'L’invitation a expiré. Demandez à la personne qui vous a invité de la renvoyer',
    ar: 'انتهت صلاحية الدعوة. اطلب ممن دعاك إرسالها مرة أخرى',
  },
  ...CLIENT_ERROR_MESSAGES,
  invalid_credentials: {
    es: 'Credenciales inválidas',
    en: 'Invalid credentials',
    fr: 'Identifiants invalides',
    ar: 'بيانات الاعتماد غير صالحة',
  },
  incorrect_password: {
    es: 'Contraseña incorrecta',
    en: 'Incorrect password',
    fr: 'Mot de passe incorrect',
    ar: 'كلمة المرور غير صحيحة',
  },
  passwords_must_match: {
    es: 'Las contraseñas deben coincidir',
    en: 'Passwords must match',
    fr: 'Les mots de passe doivent correspondre',
    ar: 'يجب أن تتطابق كلمتا المرور',
  },
  password_mismatch: {
    es: 'La contraseña no coincide',
    en: 'The password does not match',
    fr: 'Le mot de passe ne correspond pas',
    ar: 'كلمة المرور غير متطابقة',
  },
  password_too_short: {
    es: 'La contraseña debe tener al menos {{min}} caracteres',
    en: 'The password must have at least {{min}} characters',
    fr: 'Le mot de passe doit contenir au moins {{min}} caractères',
    ar: 'يجب أن تتكون كلمة المرور من {{min}} أحرف على الأقل',
  },
  password_common: {
    es: 'Esa contraseña es demasiado común o fácil de adivinar: elija otra',
    en: 'That password is too common or too easy to guess: choose another',
    fr: 'Ce mot de passe est trop courant ou trop facile à deviner : choisissez-en un autre',
    ar: 'كلمة المرور هذه شائعة جدًا أو سهلة التخمين: اختر كلمة أخرى',
  },
  email_invalid: {
    es: 'El correo no es válido',
    en: 'The email is not valid',
    fr: "L'adresse e-mail n'est pas valide",
    ar: 'البريد الإلكتروني غير صالح',
  },
  field_required: {
    es: 'Este campo es obligatorio',
    en: 'This field is required',
    fr: 'Ce champ est obligatoire',
    ar: 'هذا الحقل مطلوب',
  },
  too_long: {
    es: 'Máximo {{max}} caracteres',
    en: 'At most {{max}} characters',
    fr: '{{max}} caractères au maximum',
    ar: '{{max}} حرفًا كحد أقصى',
  },
  phone_digits: {
    es: 'El teléfono debe tener exactamente 10 dígitos',
    en: 'The phone must have exactly 10 digits',
    fr: 'Le téléphone doit comporter exactement 10 chiffres',
    ar: 'يجب أن يتكون الهاتف من 10 أرقام بالضبط',
  },
  numeric_only: {
    es: 'Solo se permiten números',
    en: 'Only numbers are allowed',
    fr: 'Seuls les chiffres sont autorisés',
    ar: 'يُسمح بالأرقام فقط',
  },
  name_letters: {
    es: 'El nombre solo admite letras y espacios',
    en: 'A name may contain only letters and spaces',
    fr: 'Un nom ne peut contenir que des lettres et des espaces',
    ar: 'يجب أن يحتوي الاسم على حروف ومسافات فقط',
  },
  service_type_invalid: {
    es: 'Ese tipo de servicio no existe: elija uno de los ofrecidos',
    en: 'That service type does not exist: choose one of those offered',
    fr: 'Ce type de service n’existe pas : choisissez l’un de ceux proposés',
    ar: 'نوع الخدمة هذا غير موجود: اختر أحد الأنواع المعروضة',
  },
  business_name_chars: {
    es: "El nombre solo admite letras, números, espacios y . , & ' - ( ) /",
    en: "A name may contain only letters, digits, spaces and . , & ' - ( ) /",
    fr: "Un nom ne peut contenir que des lettres, des chiffres, des espaces et . , & ' - ( ) /",
    ar: "يجب أن يحتوي الاسم على حروف وأرقام ومسافات و . , & ' - ( ) / فقط",
  },
  validation_error: {
    es: 'Revise los datos enviados',
    en: 'Please check the data you sent',
    fr: 'Vérifiez les données envoyées',
    ar: 'يرجى التحقق من البيانات المرسلة',
  },
  token_required: {
    es: 'A token is required for authentication',
    en: 'A token is required for authentication',
    fr: 'A token is required for authentication',
    ar: 'A token is required for authentication',
  },
  invalid_token: {
    es: 'Invalid Token',
    en: 'Invalid Token',
    fr: 'Invalid Token',
    ar: 'Invalid Token',
  },
  not_approved: {
    es: 'Su usuario se encuentra no aprobado o suspendido. Para mayor información, comuníquese con un administrador de {{provider}} en {{support_email}}.',
    en: 'Your user is not approved or is suspended. For more information, contact a {{provider}} administrator at {{support_email}}.',
    fr: "Votre utilisateur n'est pas approuvé ou est suspendu. Pour plus d'informations, contactez un administrateur de {{provider}} à {{support_email}}.",
    ar: 'مستخدمك غير معتمد أو موقوف. لمزيد من المعلومات، تواصل مع مسؤول {{provider}} عبر {{support_email}}.',
  },
  forbidden: { es: 'Prohibido', en: 'Forbidden', fr: 'Interdit', ar: 'ممنوع' },
  not_found: {
    es: 'No encontrado',
    en: 'Not found',
    fr: 'Introuvable',
    ar: 'غير موجود',
  },
  link_expired: {
    es: 'Este enlace venció. El pedido terminó hace más de {{hours}} horas',
    en: 'This link has expired. The order ended more than {{hours}} hours ago',
    fr: 'Ce lien a expiré. La commande s’est terminée il y a plus de {{hours}} heures',
    ar: 'انتهت صلاحية هذا الرابط. انتهى الطلب منذ أكثر من {{hours}} ساعة',
  },
  too_many_attempts: {
    es: 'Demasiados intentos. Intente de nuevo en {{seconds}} segundos',
    en: 'Too many attempts. Try again in {{seconds}} seconds',
    fr: 'Trop de tentatives. Réessayez dans {{seconds}} secondes',
    ar: 'محاولات كثيرة جدًا. حاول مرة أخرى بعد {{seconds}} ثانية',
  },
  reset_link_expired: {
    es: 'El enlace ha expirado. Solicite un nuevo enlace para restablecer su contraseña',
    en: 'The link has expired. Request a new link to reset your password',
    fr: 'Le lien a expiré. Demandez un nouveau lien pour réinitialiser votre mot de passe',
    ar: 'انتهت صلاحية الرابط. اطلب رابطًا جديدًا لإعادة تعيين كلمة المرور',
  },
  reset_error: {
    es: 'Error al restablecer la contraseña',
    en: 'Error resetting password',
    fr: 'Erreur lors de la réinitialisation du mot de passe',
    ar: 'خطأ في إعادة تعيين كلمة المرور',
  },
  sorry_error: {
    es: 'Lo sentimos, ocurrió un error',
    en: 'Sorry, there was an error',
    fr: "Désolé, une erreur s'est produite",
    ar: 'عذرًا، حدث خطأ',
  },
  id_card_invalid: {
    es: 'La cédula debe ser V o E seguida de 8 dígitos',
    en: 'The identity card must be V or E followed by 8 digits',
    fr: "La carte d'identité doit être V ou E suivie de 8 chiffres",
    ar: 'يجب أن تكون بطاقة الهوية V أو E متبوعة بـ 8 أرقام',
  },
  amount_required: {
    es: 'Monto requerido',
    en: 'Amount required',
    fr: 'Montant requis',
    ar: 'المبلغ مطلوب',
  },
  amount_positive: {
    es: 'El monto debe ser mayor que 0',
    en: 'The amount must be greater than 0',
    fr: 'Le montant doit être supérieur à 0',
    ar: 'يجب أن يكون المبلغ أكبر من 0',
  },
  amount_format: {
    es: 'Escriba el monto solo con números, por ejemplo 25,50 o 1.234,50',
    en: 'Write the amount with numbers only, for example 25.50 or 1,234.50',
    fr: 'Écrivez le montant avec des chiffres uniquement, par exemple 25,50 ou 1 234,50',
    ar: 'اكتب المبلغ بالأرقام فقط، مثل 25.50 أو 1,234.50',
  },
  amount_not_negative: {
    es: 'El monto no puede ser negativo',
    en: 'The amount cannot be negative',
    fr: 'Le montant ne peut pas être négatif',
    ar: 'لا يمكن أن يكون المبلغ سالبًا',
  },
  amount_decimals: {
    es: 'El monto admite como máximo dos decimales',
    en: 'The amount allows at most two decimals',
    fr: 'Le montant admet au plus deux décimales',
    ar: 'يسمح المبلغ بمنزلتين عشريتين كحد أقصى',
  },
  same_origin_destination: {
    es: 'El origen y el destino son el mismo lugar: elija un destino distinto',
    en: 'The origin and the destination are the same place: choose another destination',
    fr: "L'origine et la destination sont le même lieu : choisissez une autre destination",
    ar: 'نقطة الانطلاق والوجهة هما المكان نفسه: اختر وجهة أخرى',
  },
  duplicate_email: {
    es: 'Ya existe un colaborador con ese correo',
    en: 'A collaborator with that email already exists',
    fr: 'Un collaborateur avec cet e-mail existe déjà',
    ar: 'يوجد متعاون بهذا البريد الإلكتروني بالفعل',
  },
  rate_limited: {
    es: 'Demasiadas solicitudes. Intente de nuevo en unos segundos',
    en: 'Too many requests. Try again in a few seconds',
    fr: 'Trop de requêtes. Réessayez dans quelques secondes',
    ar: 'طلبات كثيرة جدًا. حاول مرة أخرى بعد ثوانٍ',
  },
  service_unavailable: {
    es: 'El servicio no está disponible en este momento. Intente de nuevo en unos segundos',
    en: 'The service is unavailable right now. Try again in a few seconds',
    fr: 'Le service est indisponible pour le moment. Réessayez dans quelques secondes',
    ar: 'الخدمة غير متاحة حاليًا. حاول مرة أخرى بعد ثوانٍ',
  },
  payload_too_large: {
    es: 'La solicitud es demasiado grande',
    en: 'The request is too large',
    fr: 'La requête est trop volumineuse',
    ar: 'الطلب كبير جدًا',
  },
  range_not_satisfiable: {
    es: 'La parte pedida del mapa no existe',
    en: 'The requested part of the map does not exist',
    fr: "La partie demandée de la carte n'existe pas",
    ar: 'الجزء المطلوب من الخريطة غير موجود',
  },
  uri_too_long: {
    es: 'La dirección solicitada es demasiado larga',
    en: 'The requested address is too long',
    fr: "L'adresse demandée est trop longue",
    ar: 'العنوان المطلوب طويل جدًا',
  },
  headers_too_large: {
    es: 'Los encabezados de la solicitud son demasiado grandes',
    en: 'The request headers are too large',
    fr: 'Les en-têtes de la requête sont trop volumineux',
    ar: 'ترويسات الطلب كبيرة جدًا',
  },
  malformed_request: {
    es: 'La solicitud está mal formada',
    en: 'The request is malformed',
    fr: 'La requête est mal formée',
    ar: 'الطلب غير صحيح التكوين',
  },
  unsupported_media_type: {
    es: 'El tipo de contenido no es compatible',
    en: 'The content type is not supported',
    fr: "Le type de contenu n'est pas pris en charge",
    ar: 'نوع المحتوى غير مدعوم',
  },
  invalid_text: {
    es: 'El texto contiene caracteres no válidos',
    en: 'The text contains characters that are not allowed',
    fr: 'Le texte contient des caractères non autorisés',
    ar: 'يحتوي النص على أحرف غير مسموح بها',
  },
  date_range_reversed: {
    es: 'La fecha final es anterior a la inicial',
    en: 'The end date is before the start date',
    fr: 'La date de fin est antérieure à la date de début',
    ar: 'تاريخ النهاية يسبق تاريخ البداية',
  },
  date_out_of_range: {
    es: 'La fecha está fuera del rango permitido',
    en: 'The date is outside the allowed range',
    fr: 'La date est en dehors de la plage autorisée',
    ar: 'التاريخ خارج النطاق المسموح به',
  },
  image_required: {
    es: 'Adjunte una foto del paquete',
    en: 'Attach a photo of the parcel',
    fr: 'Joignez une photo du colis',
    ar: 'أرفق صورة للطرد',
  },
  image_too_large: {
    es: 'La imagen supera el máximo de {{max_mb}} MB',
    en: 'The image is larger than the {{max_mb}} MB allowed',
    fr: "L'image dépasse le maximum de {{max_mb}} Mo",
    ar: 'الصورة أكبر من الحد الأقصى البالغ {{max_mb}} ميغابايت',
  },
  image_type: {
    es: 'La imagen debe ser JPEG, PNG o WebP',
    en: 'The image must be a JPEG, PNG or WebP',
    fr: "L'image doit être au format JPEG, PNG ou WebP",
    ar: 'يجب أن تكون الصورة بصيغة JPEG أو PNG أو WebP',
  },
  // ---- issue 10: the provider's console, assist mode, master panels, the public funnel ----
  too_short: {
    es: 'Mínimo {{min}} caracteres',
    en: 'At least {{min}} characters',
    fr: '{{min}} caractères au minimum',
    ar: '{{min}} أحرف على الأقل',
  },
  tax_id_invalid: {
    es: 'El RIF debe tener una letra (V, E, J o G), 8 dígitos y 1 dígito',
    en: 'The tax ID must be a letter (V, E, J or G), 8 digits and 1 digit',
    fr: 'Le RIF doit comporter une lettre (V, E, J ou G), 8 chiffres et 1 chiffre',
    ar: 'يجب أن يتكون الرقم الضريبي من حرف (V أو E أو J أو G) و8 أرقام ورقم واحد',
  },
  captcha_failed: {
    es: 'Error al verificar el reCAPTCHA',
    en: 'Error verifying reCAPTCHA',
    fr: 'Erreur lors de la vérification du reCAPTCHA',
    ar: 'خطأ في التحقق من reCAPTCHA',
  },
  form_send_error: {
    es: 'Error al enviar el formulario',
    en: 'Error sending form',
    fr: "Erreur lors de l'envoi du formulaire",
    ar: 'خطأ في إرسال النموذج',
  },
  cities_load_error: {
    es: 'Error al cargar las ciudades',
    en: 'Error loading cities',
    fr: 'Erreur lors du chargement des villes',
    ar: 'خطأ في تحميل المدن',
  },
  permission_denied: {
    es: 'Su rol no permite esta acción',
    en: 'Your role does not allow this action',
    fr: 'Votre rôle ne permet pas cette action',
    ar: 'دورك لا يسمح بهذا الإجراء',
  },
  api_key_invalid: {
    es: 'La clave API no existe o fue revocada',
    en: 'The API key does not exist or has been revoked',
    fr: 'La clé API n’existe pas ou a été révoquée',
    ar: 'مفتاح واجهة البرمجة غير موجود أو أُلغي',
  },
  api_key_scope_missing: {
    es: 'La clave API no tiene el permiso «{{scope}}»',
    en: 'The API key does not have the “{{scope}}” scope',
    fr: 'La clé API n’a pas la portée « {{scope}} »',
    ar: 'مفتاح واجهة البرمجة لا يملك الصلاحية «{{scope}}»',
  },
  api_key_route_closed: {
    es: 'Esta operación no está disponible con una clave API; use una sesión del panel',
    en: 'This operation is not available with an API key; use a panel session',
    fr: 'Cette opération n’est pas disponible avec une clé API ; utilisez une session du panneau',
    ar: 'هذه العملية غير متاحة بمفتاح واجهة البرمجة؛ استخدم جلسة اللوحة',
  },
  api_keys_limit_reached: {
    es: 'La empresa ya tiene {{max}} claves API activas; revoque una antes de crear otra',
    en: 'The company already has {{max}} active API keys; revoke one before creating another',
    fr: 'L’entreprise a déjà {{max}} clés API actives ; révoquez-en une avant d’en créer une autre',
    ar: 'لدى الشركة بالفعل {{max}} مفتاحًا نشطًا؛ ألغِ أحدها قبل إنشاء آخر',
  },
  api_key_scopes_required: {
    es: 'Elija al menos un permiso',
    en: 'Choose at least one scope',
    fr: 'Choisissez au moins une portée',
    ar: 'اختر صلاحية واحدة على الأقل',
  },
  webhook_url_invalid: {
    es: 'Escriba la dirección completa del punto de recepción, como https://tienda.example.com/webhooks',
    en: 'Enter the endpoint’s full address, such as https://shop.example.com/webhooks',
    fr: 'Saisissez l’adresse complète du point de réception, par exemple https://boutique.example.com/webhooks',
    ar: 'اكتب العنوان الكامل لنقطة الاستقبال، مثل https://shop.example.com/webhooks',
  },
  webhook_url_not_https: {
    es: 'La dirección del webhook debe empezar por https://',
    en: 'The webhook address must start with https://',
    fr: 'L’adresse du webhook doit commencer par https://',
    ar: 'يجب أن يبدأ عنوان الويب هوك بـ https://',
  },
  webhook_url_too_long: {
    es: 'La dirección del webhook no puede pasar de {{max}} caracteres',
    en: 'The webhook address cannot be longer than {{max}} characters',
    fr: 'L’adresse du webhook ne peut pas dépasser {{max}} caractères',
    ar: 'لا يمكن أن يتجاوز عنوان الويب هوك {{max}} حرفًا',
  },
  webhook_url_private: {
    es: 'La dirección del webhook lleva a una red privada o local; use una dirección pública de Internet',
    en: 'The webhook address leads to a private or local network; use a public Internet address',
    fr: 'L’adresse du webhook mène à un réseau privé ou local ; utilisez une adresse Internet publique',
    ar: 'عنوان الويب هوك يؤدي إلى شبكة خاصة أو محلية؛ استخدم عنوانًا عامًا على الإنترنت',
  },
  webhook_url_unresolved: {
    es: 'No se encontró el servidor de la dirección del webhook; revise el nombre',
    en: 'The webhook address’s server could not be found; check the name',
    fr: 'Le serveur de l’adresse du webhook est introuvable ; vérifiez le nom',
    ar: 'تعذّر العثور على خادم عنوان الويب هوك؛ تحقّق من الاسم',
  },
  webhook_events_required: {
    es: 'Elija al menos un evento',
    en: 'Choose at least one event',
    fr: 'Choisissez au moins un événement',
    ar: 'اختر حدثًا واحدًا على الأقل',
  },
  webhook_endpoints_limit_reached: {
    es: 'La empresa ya tiene {{max}} webhooks; elimine uno antes de crear otro',
    en: 'The company already has {{max}} webhooks; delete one before adding another',
    fr: 'L’entreprise a déjà {{max}} webhooks ; supprimez-en un avant d’en ajouter un autre',
    ar: 'لدى الشركة بالفعل {{max}} ويب هوك؛ احذف واحدًا قبل إضافة آخر',
  },
  webhook_delivery_pending: {
    es: 'Este envío aún está en curso; espere a que termine para enviarlo de nuevo',
    en: 'This delivery is still under way; wait for it to end before sending it again',
    fr: 'Cet envoi est encore en cours ; attendez qu’il se termine pour le renvoyer',
    ar: 'هذا الإرسال ما زال جاريًا؛ انتظر انتهاءه قبل إعادة إرساله',
  },
  webhook_endpoint_disabled: {
    es: 'Este webhook está desactivado; actívelo antes de enviarle eventos',
    en: 'This webhook is disabled; enable it before sending it events',
    fr: 'Ce webhook est désactivé ; activez-le avant de lui envoyer des événements',
    ar: 'هذا الويب هوك معطّل؛ فعّله قبل إرسال أحداث إليه',
  },
  api_key_already_revoked: {
    es: 'Esta clave API ya estaba revocada',
    en: 'This API key was already revoked',
    fr: 'Cette clé API était déjà révoquée',
    ar: 'هذا المفتاح ملغى بالفعل',
  },
  company_status_conflict: {
    es: 'La empresa ya no está en el estado esperado; actualice la página',
    en: 'The company is no longer in the expected state; reload the page',
    fr: "L'entreprise n'est plus dans l'état attendu ; rechargez la page",
    ar: 'لم تعد الشركة في الحالة المتوقعة؛ أعد تحميل الصفحة',
  },
  overdraft_too_high: {
    es: 'El sobregiro supera el máximo permitido',
    en: 'The overdraft is above the allowed maximum',
    fr: 'Le découvert dépasse le maximum autorisé',
    ar: 'السحب على المكشوف يتجاوز الحد الأقصى المسموح',
  },
  panel_link_invalid: {
    es: 'Solo una empresa aprobada que no es maestra puede asociarse a un panel maestro',
    en: 'Only an approved company that is not a master can be associated with a master panel',
    fr: "Seule une entreprise approuvée qui n'est pas maître peut être associée à un panneau maître",
    ar: 'لا يمكن ربط لوحة رئيسية إلا بشركة معتمدة ليست رئيسية',
  },
  lead_already_converted: {
    es: 'Ya se creó una empresa a partir de este prospecto',
    en: 'A company was already created from this lead',
    fr: 'Une entreprise a déjà été créée à partir de ce prospect',
    ar: 'تم بالفعل إنشاء شركة من هذا العميل المحتمل',
  },
  promo_code_format: {
    es: 'El código debe tener de 3 a 30 letras, números, guiones o guiones bajos',
    en: 'The code must have 3 to 30 letters, digits, hyphens or underscores',
    fr: 'Le code doit comporter de 3 à 30 lettres, chiffres, tirets ou tirets bas',
    ar: 'يجب أن يتكون الرمز من 3 إلى 30 حرفًا أو رقمًا أو شرطة أو شرطة سفلية',
  },
  promo_percentage_range: {
    es: 'El porcentaje debe ser un entero de 1 a 100',
    en: 'The percentage must be a whole number from 1 to 100',
    fr: 'Le pourcentage doit être un entier de 1 à 100',
    ar: 'يجب أن تكون النسبة عددًا صحيحًا من 1 إلى 100',
  },
  promo_code_taken: {
    es: 'Ese código ya existe',
    en: 'That code already exists',
    fr: 'Ce code existe déjà',
    ar: 'هذا الرمز موجود بالفعل',
  },
  assist_company_not_approved: {
    es: 'Solo se puede entrar en modo asistido a una empresa aprobada',
    en: 'Assist mode can only enter an approved company',
    fr: 'Le mode assisté ne peut entrer que dans une entreprise approuvée',
    ar: 'لا يمكن الدخول في الوضع المساعد إلا إلى شركة معتمدة',
  },
  company_email_taken: {
    es: 'Ya existe una empresa con ese correo',
    en: 'A company with that email already exists',
    fr: 'Une entreprise avec cet e-mail existe déjà',
    ar: 'توجد شركة بهذا البريد الإلكتروني بالفعل',
  },
  invoice_emails_required: {
    es: 'Indique al menos un correo para recibir las facturas',
    en: 'Give at least one e-mail to receive the invoices',
    fr: 'Indiquez au moins une adresse e-mail pour recevoir les factures',
    ar: 'أدخل بريدًا إلكترونيًا واحدًا على الأقل لاستلام الفواتير',
  },
  invoice_emails_over_max: {
    es: 'Máximo {{max}} correos para las facturas',
    en: 'At most {{max}} e-mails for the invoices',
    fr: '{{max}} adresses e-mail au maximum pour les factures',
    ar: '{{max}} عناوين بريد إلكتروني كحد أقصى للفواتير',
  },
  invoice_email_duplicate: {
    es: 'Este correo ya está en la lista',
    en: 'This e-mail is already in the list',
    fr: 'Cette adresse e-mail est déjà dans la liste',
    ar: 'هذا البريد الإلكتروني موجود بالفعل في القائمة',
  },
  fare_out_of_bounds: {
    es: 'El valor debe estar entre {{min}} y {{max}}',
    en: 'The value must be between {{min}} and {{max}}',
    fr: 'La valeur doit être comprise entre {{min}} et {{max}}',
    ar: 'يجب أن تكون القيمة بين {{min}} و{{max}}',
  },
} as const satisfies Record<string, Record<Language, string>>;

/**
 * The errors only panel and console screens show (issue 11 on): the web app's Spanish texts carry
 * them in the chunk the panel layout fetches (locales/<lang>/errors-panel.json), not in the entry,
 * which keeps the first visit to /login within its budget. Same namespace, same words.
 */
export const PANEL_ERROR_MESSAGES = {
  // trips, parcels, quotes and money: shown only on panel screens
  idempotency_mismatch: {
    es: 'La clave de idempotencia ya se usó con otros datos',
    en: 'The idempotency key was already used with different data',
    fr: "La clé d'idempotence a déjà été utilisée avec d'autres données",
    ar: 'تم استخدام مفتاح عدم التكرار مع بيانات مختلفة',
  },
  idempotency_in_progress: {
    es: 'Una solicitud con esa clave de idempotencia aún está en curso',
    en: 'A request with that idempotency key is still in progress',
    fr: "Une requête avec cette clé d'idempotence est encore en cours",
    ar: 'لا يزال طلب بنفس مفتاح عدم التكرار قيد التنفيذ',
  },
  hold_already_resolved: {
    es: 'La reserva ya fue cobrada o liberada',
    en: 'The hold was already posted or voided',
    fr: 'La réservation a déjà été débitée ou libérée',
    ar: 'تم بالفعل تحصيل الحجز أو إلغاؤه',
  },
  overdraft_too_low: {
    es: 'El sobregiro no puede ser menor que lo que necesita el saldo actual',
    en: 'The overdraft cannot be lower than what the current balance needs',
    fr: 'Le découvert ne peut pas être inférieur à ce que le solde actuel exige',
    ar: 'لا يمكن أن يكون السحب على المكشوف أقل مما يحتاجه الرصيد الحالي',
  },
  csv_too_many_rows: {
    es: 'El archivo admite como máximo {{max}} filas',
    en: 'The file allows at most {{max}} rows',
    fr: 'Le fichier admet au plus {{max}} lignes',
    ar: 'يسمح الملف بـ {{max}} صفًا كحد أقصى',
  },
  idempotency_key_required: {
    es: 'Falta el encabezado Idempotency-Key',
    en: 'The Idempotency-Key header is required',
    fr: "L'en-tête Idempotency-Key est obligatoire",
    ar: 'ترويسة Idempotency-Key مطلوبة',
  },
  user_inactive: {
    es: 'El colaborador está inactivo; actívelo para darle saldo',
    en: 'The collaborator is inactive; activate them to give balance',
    fr: 'Le collaborateur est inactif ; activez-le pour lui donner du solde',
    ar: 'المتعاون غير نشط؛ قم بتفعيله لمنحه رصيدًا',
  },
  user_has_pending_charges: {
    es: 'El colaborador tiene cobros pendientes; espere a que terminen para eliminarlo',
    en: 'The collaborator has pending charges; wait until they finish to remove them',
    fr: 'Le collaborateur a des débits en attente ; attendez qu’ils se terminent pour le supprimer',
    ar: 'لدى المتعاون رسوم معلقة؛ انتظر حتى تنتهي لحذفه',
  },
  invalid_cursor: {
    es: 'El cursor de paginación no es válido',
    en: 'The pagination cursor is not valid',
    fr: "Le curseur de pagination n'est pas valide",
    ar: 'مؤشر الترقيم غير صالح',
  },
  origin_not_served: {
    es: 'Lo sentimos, el proveedor no presta servicio en esa dirección de origen',
    en: 'Sorry, the provider does not serve that origin address',
    fr: 'Désolé, le prestataire ne dessert pas cette adresse de départ',
    ar: 'عذرًا، لا يخدم المزوّد عنوان الانطلاق هذا',
  },
  trip_create_error: {
    es: 'Error al crear el viaje',
    en: 'Error creating trip',
    fr: 'Erreur lors de la création du trajet',
    ar: 'خطأ في إنشاء الرحلة',
  },
  parcel_create_error: {
    es: 'Error al crear el envío',
    en: 'Error creating parcel',
    fr: "Erreur lors de la création de l'envoi",
    ar: 'خطأ في إنشاء الشحنة',
  },
  parcel_cancel_error: {
    es: 'Error al cancelar el envío',
    en: 'Error cancelling parcel',
    fr: "Erreur lors de l'annulation de l'envoi",
    ar: 'خطأ في إلغاء الشحنة',
  },
  max_stops: {
    es: 'Ha alcanzado el máximo de paradas permitidas',
    en: "You've reached the maximum of allowed stops",
    fr: "Vous avez atteint le nombre maximal d'arrêts autorisés",
    ar: 'لقد بلغت الحد الأقصى لعدد المحطات المسموح بها',
  },
  parcel_too_heavy: {
    es: 'Ningún vehículo puede llevar un paquete de ese peso y tamaño',
    en: 'No vehicle can carry a parcel of that weight and size',
    fr: 'Aucun véhicule ne peut transporter un colis de ce poids et de cette taille',
    ar: 'لا توجد مركبة يمكنها نقل طرد بهذا الوزن والحجم',
  },
  declared_value_too_high: {
    es: 'El valor declarado supera el máximo permitido',
    en: 'The declared value is above the maximum allowed',
    fr: 'La valeur déclarée dépasse le maximum autorisé',
    ar: 'القيمة المصرّح بها تتجاوز الحد الأقصى المسموح به',
  },
  prohibited_ack_required: {
    es: 'Confirme que el paquete no contiene artículos prohibidos',
    en: 'Confirm that the parcel holds no prohibited items',
    fr: 'Confirmez que le colis ne contient aucun article interdit',
    ar: 'أكّد أن الطرد لا يحتوي على مواد محظورة',
  },
  parcel_image_not_found: {
    es: 'La foto del paquete no existe; súbala de nuevo',
    en: 'The parcel photo does not exist; upload it again',
    fr: "La photo du colis n'existe pas ; téléversez-la à nouveau",
    ar: 'صورة الطرد غير موجودة؛ ارفعها مرة أخرى',
  },
  scheduled_too_soon: {
    es: 'El viaje programado debe ser al menos {{min}} minutos a partir de ahora',
    en: 'A scheduled trip must be at least {{min}} minutes from now',
    fr: 'Un trajet programmé doit être au moins {{min}} minutes à partir de maintenant',
    ar: 'يجب أن تكون الرحلة المجدولة بعد {{min}} دقيقة على الأقل من الآن',
  },
  quote_too_soon: {
    es: 'La cotización debe ser para al menos {{min}} minutos a partir de ahora',
    en: 'A quote must be for at least {{min}} minutes from now',
    fr: 'Un devis doit être pour au moins {{min}} minutes à partir de maintenant',
    ar: 'يجب أن يكون عرض السعر بعد {{min}} دقيقة على الأقل من الآن',
  },
  multistop_min_stops: {
    es: 'Agregue al menos {{min}} paradas',
    en: 'Add at least {{min}} stops',
    fr: 'Ajoutez au moins {{min}} arrêts',
    ar: 'أضف {{min}} محطات على الأقل',
  },
  quote_not_priced: {
    es: 'La cotización aún no tiene precio',
    en: 'The quote has no price yet',
    fr: "Le devis n'a pas encore de prix",
    ar: 'لم يُسعَّر عرض السعر بعد',
  },
  quote_expired: {
    es: 'La cotización expiró: solicite una nueva',
    en: 'The quote has expired: request a new one',
    fr: 'Le devis a expiré : demandez-en un nouveau',
    ar: 'انتهت صلاحية عرض السعر: اطلب عرضًا جديدًا',
  },
  quote_already_decided: {
    es: 'La cotización ya fue decidida',
    en: 'The quote was already decided',
    fr: 'Le devis a déjà été décidé',
    ar: 'تم البت في عرض السعر بالفعل',
  },
  quote_cancel_error: {
    es: 'Error al cancelar el viaje con paradas',
    en: 'Error cancelling multistop trip',
    fr: "Erreur lors de l'annulation de la course à arrêts",
    ar: 'خطأ في إلغاء الرحلة متعددة المحطات',
  },
  quote_create_error: {
    es: 'Error al solicitar la cotización',
    en: 'Error requesting the quote',
    fr: 'Erreur lors de la demande de devis',
    ar: 'خطأ في طلب عرض السعر',
  },
  scheduled_in_past: {
    es: 'La fecha y hora no pueden ser anteriores a ahora',
    en: 'The date and time cannot be earlier than now',
    fr: "La date et l'heure ne peuvent pas être antérieures à maintenant",
    ar: 'لا يمكن أن يكون التاريخ والوقت قبل الآن',
  },
  promo_invalid: {
    es: 'El código promocional ha expirado o no es válido',
    en: 'The promo code has expired or is invalid',
    fr: 'Le code promo a expiré ou n’est pas valide',
    ar: 'رمز العرض منتهي الصلاحية أو غير صالح',
  },
  promo_estimate_error: {
    es: 'Error al obtener la tarifa estimada con el código promocional',
    en: 'Error getting estimated fare with promo code',
    fr: 'Erreur lors du calcul du tarif estimé avec le code promo',
    ar: 'خطأ في الحصول على الأجرة التقديرية مع رمز العرض',
  },
  trip_not_cancellable: {
    es: 'El viaje ya comenzó o terminó y no se puede cancelar',
    en: 'The trip has already started or finished and cannot be cancelled',
    fr: 'Le trajet a déjà commencé ou est terminé et ne peut pas être annulé',
    ar: 'بدأت الرحلة أو انتهت بالفعل ولا يمكن إلغاؤها',
  },
  estimate_error: {
    es: 'Error al obtener la tarifa estimada',
    en: 'Error getting estimated fare',
    fr: 'Erreur lors du calcul du tarif estimé',
    ar: 'خطأ في الحصول على الأجرة التقديرية',
  },
  insufficient_balance: {
    es: 'El usuario no tiene saldo suficiente o no hay sobregiro suficiente',
    en: "User does not have sufficient balance or there isn't enough overdraft",
    fr: "L'utilisateur n'a pas assez de solde ou le découvert est insuffisant",
    ar: 'لا يملك المستخدم رصيدًا كافيًا أو لا يوجد سحب على المكشوف كافٍ',
  },
  corporate_insufficient_balance: {
    es: 'La empresa no tiene saldo ni sobregiro suficiente para dar ese monto',
    en: 'The company does not have enough balance or overdraft to give that amount',
    fr: "L'entreprise n'a pas assez de solde ni de découvert pour donner ce montant",
    ar: 'لا تملك الشركة رصيدًا أو سحبًا على المكشوف كافيًا لمنح هذا المبلغ',
  },
  csv_invalid: {
    es: 'El archivo CSV no es válido o tiene filas con errores',
    en: 'The CSV file is not valid or has rows with errors',
    fr: 'Le fichier CSV n’est pas valide ou contient des lignes en erreur',
    ar: 'ملف CSV غير صالح أو يحتوي على صفوف بها أخطاء',
  },
  // issue 13: alerts, statements, batches and recurring trips
  too_many_recipients: {
    es: 'Se admiten como máximo 10 destinatarios',
    en: 'At most 10 recipients are allowed',
    fr: 'Au plus 10 destinataires sont admis',
    ar: 'يُسمح بعشرة مستلمين كحد أقصى',
  },
  duplicate_recipient: {
    es: 'Hay un destinatario repetido',
    en: 'A recipient is listed twice',
    fr: 'Un destinataire figure deux fois',
    ar: 'يوجد مستلم مكرر',
  },
  statement_month_unavailable: {
    es: 'Ese mes no tiene estado de cuenta: elija un mes ya cerrado',
    en: 'That month has no statement: choose a month that has closed',
    fr: 'Ce mois n’a pas de relevé : choisissez un mois clos',
    ar: 'لا يوجد كشف حساب لهذا الشهر: اختر شهرًا منتهيًا',
  },
  address_not_found: {
    es: 'No encontramos esa dirección',
    en: 'We could not find that address',
    fr: 'Nous n’avons pas trouvé cette adresse',
    ar: 'لم نعثر على هذا العنوان',
  },
  passenger_not_found: {
    es: 'No hay un colaborador activo con ese correo o cédula',
    en: 'No active collaborator has that e-mail or ID card',
    fr: 'Aucun collaborateur actif n’a cet e-mail ou cette pièce d’identité',
    ar: 'لا يوجد متعاون نشط بهذا البريد أو رقم الهوية',
  },
  batch_time_format: {
    es: 'Escriba la hora como AAAA-MM-DD HH:MM',
    en: 'Write the time as YYYY-MM-DD HH:MM',
    fr: 'Écrivez l’heure au format AAAA-MM-JJ HH:MM',
    ar: 'اكتب الوقت بالصيغة YYYY-MM-DD HH:MM',
  },
  batch_columns: {
    es: 'Columna desconocida o faltante: «{{column}}». Use la plantilla',
    en: 'Unknown or missing column: “{{column}}”. Use the template',
    fr: 'Colonne inconnue ou manquante : « {{column}} ». Utilisez le modèle',
    ar: 'عمود غير معروف أو مفقود: «{{column}}». استخدم القالب',
  },
  batch_empty: {
    es: 'El archivo no tiene viajes: agregue una fila por viaje debajo del encabezado',
    en: 'The file has no trips: add one row per trip under the header',
    fr: 'Le fichier ne contient aucun trajet : ajoutez une ligne par trajet sous l’en-tête',
    ar: 'لا يحتوي الملف على رحلات: أضف صفًا لكل رحلة تحت العناوين',
  },
  batch_formula: {
    es: 'El archivo contiene una fórmula (línea {{line}}); guárdelo solo con valores',
    en: 'The file holds a formula (line {{line}}); save it with values only',
    fr: 'Le fichier contient une formule (ligne {{line}}) ; enregistrez-le avec des valeurs seulement',
    ar: 'يحتوي الملف على صيغة (السطر {{line}})؛ احفظه بالقيم فقط',
  },
  batch_file_unreadable: {
    es: 'No pudimos leer el archivo: use un CSV o un XLSX',
    en: 'We could not read the file: use a CSV or an XLSX',
    fr: 'Nous n’avons pas pu lire le fichier : utilisez un CSV ou un XLSX',
    ar: 'تعذرت قراءة الملف: استخدم ملف CSV أو XLSX',
  },
  batch_file_too_large: {
    es: 'El archivo supera los {{max_kb}} KB',
    en: 'The file is over {{max_kb}} KB',
    fr: 'Le fichier dépasse {{max_kb}} Ko',
    ar: 'يتجاوز الملف {{max_kb}} كيلوبايت',
  },
  file_unpacked_too_large: {
    es: 'El archivo, una vez descomprimido, supera los {{max_mb}} MB o tiene demasiadas partes',
    en: 'Once unpacked, the file is over {{max_mb}} MB or has too many parts',
    fr: 'Une fois décompressé, le fichier dépasse {{max_mb}} Mo ou compte trop de parties',
    ar: 'بعد فك ضغطه، يتجاوز الملف {{max_mb}} ميغابايت أو يحتوي على أجزاء كثيرة جدًا',
  },
  file_cell_too_long: {
    es: 'Una celda del archivo tiene más de {{max}} caracteres',
    en: 'A cell of the file has more than {{max}} characters',
    fr: 'Une cellule du fichier dépasse {{max}} caractères',
    ar: 'تحتوي خلية في الملف على أكثر من {{max}} حرف',
  },
  assist_no_credentials: {
    es: 'En modo asistencia no se pueden invitar personas, cambiar roles ni contraseñas, ni crear accesos: pídalo a la empresa',
    en: 'Assist mode cannot invite people, change roles or passwords, or create access: ask the company to do it',
    fr: 'Le mode assistance ne peut ni inviter des personnes, ni changer des rôles ou des mots de passe, ni créer des accès : demandez-le à l’entreprise',
    ar: 'لا يمكن في وضع المساعدة دعوة أشخاص أو تغيير الأدوار أو كلمات المرور أو إنشاء وصول: اطلب ذلك من الشركة',
  },
  assist_permission_denied: {
    es: 'Su rol de consola no permite esta operación en modo asistencia: pídala a un administrador de finanzas o a la empresa',
    en: 'Your console role does not allow this operation in assist mode: ask a finance administrator or the company',
    fr: 'Votre rôle de console ne permet pas cette opération en mode assistance : demandez-la à un administrateur finances ou à l’entreprise',
    ar: 'لا يسمح دورك في وحدة التحكم بهذه العملية في وضع المساعدة: اطلبها من مسؤول المالية أو من الشركة',
  },
  holiday_exists: {
    es: 'Ese día ya está marcado como feriado',
    en: 'That day is already a holiday',
    fr: 'Ce jour est déjà férié',
    ar: 'هذا اليوم مسجل كعطلة بالفعل',
  },
  recurring_limit: {
    es: 'Se admiten como máximo {{max}} viajes recurrentes',
    en: 'At most {{max}} recurring trips are allowed',
    fr: 'Au plus {{max}} trajets récurrents sont admis',
    ar: 'يُسمح بـ {{max}} رحلة متكررة كحد أقصى',
  },
  // ---- issue 13: groups and travel policies (one code per rule: the form shows the same words) ----
  policy_service_type: {
    es: 'La política de {{group}} no permite este tipo de servicio',
    en: 'The {{group}} policy does not allow this service type',
    fr: 'La politique de {{group}} n’autorise pas ce type de service',
    ar: 'سياسة {{group}} لا تسمح بهذا النوع من الخدمة',
  },
  policy_weekday: {
    es: 'La política de {{group}} no permite viajar ese día',
    en: 'The {{group}} policy does not allow travel on that day',
    fr: 'La politique de {{group}} n’autorise pas les trajets ce jour-là',
    ar: 'سياسة {{group}} لا تسمح بالتنقل في ذلك اليوم',
  },
  policy_hours: {
    es: 'La política de {{group}} no permite viajar a esa hora',
    en: 'The {{group}} policy does not allow travel at that time',
    fr: 'La politique de {{group}} n’autorise pas les trajets à cette heure',
    ar: 'سياسة {{group}} لا تسمح بالتنقل في ذلك الوقت',
  },
  policy_city: {
    es: 'La política de {{group}} no permite viajar en esa ciudad',
    en: 'The {{group}} policy does not allow travel in that city',
    fr: 'La politique de {{group}} n’autorise pas les trajets dans cette ville',
    ar: 'سياسة {{group}} لا تسمح بالتنقل في تلك المدينة',
  },
  policy_max_per_trip: {
    es: 'La política de {{group}} permite hasta {{max}} por viaje',
    en: 'The {{group}} policy allows up to {{max}} per trip',
    fr: 'La politique de {{group}} autorise jusqu’à {{max}} par trajet',
    ar: 'تسمح سياسة {{group}} بحد أقصى {{max}} لكل رحلة',
  },
  policy_max_per_month: {
    es: 'La política de {{group}} permite hasta {{max}} al mes por persona',
    en: 'The {{group}} policy allows up to {{max}} a month per person',
    fr: 'La politique de {{group}} autorise jusqu’à {{max}} par mois et par personne',
    ar: 'تسمح سياسة {{group}} بحد أقصى {{max}} شهريًا لكل شخص',
  },
  policy_reason: {
    es: 'La política de {{group}} pide el motivo del viaje',
    en: 'The {{group}} policy asks for the reason for the trip',
    fr: 'La politique de {{group}} demande le motif du trajet',
    ar: 'تطلب سياسة {{group}} سبب الرحلة',
  },
  policy_cost_center: {
    es: 'La política de {{group}} pide el centro de costo',
    en: 'The {{group}} policy asks for the cost centre',
    fr: 'La politique de {{group}} demande le centre de coût',
    ar: 'تطلب سياسة {{group}} مركز التكلفة',
  },
  time_format: {
    es: 'Use el formato HH:MM (24 horas)',
    en: 'Use the HH:MM format (24 hours)',
    fr: 'Utilisez le format HH:MM (24 heures)',
    ar: 'استخدم الصيغة HH:MM (24 ساعة)',
  },
  group_name_taken: {
    es: 'Ya existe un grupo con ese nombre',
    en: 'A group with that name already exists',
    fr: 'Un groupe porte déjà ce nom',
    ar: 'توجد مجموعة بهذا الاسم بالفعل',
  },
  groups_full: {
    es: 'La empresa llegó al máximo de {{max}} grupos',
    en: 'The company has reached its maximum of {{max}} groups',
    fr: 'L’entreprise a atteint son maximum de {{max}} groupes',
    ar: 'وصلت الشركة إلى الحد الأقصى وهو {{max}} مجموعة',
  },
  // ---- issue 13: team ----
  member_email_taken: {
    es: 'Ese correo ya entra a un panel de empresa',
    en: 'That e-mail already signs in to a company panel',
    fr: 'Cet e-mail se connecte déjà à un panneau d’entreprise',
    ar: 'هذا البريد الإلكتروني يدخل بالفعل إلى لوحة شركة',
  },
  team_full: {
    es: 'El equipo llegó al máximo de {{max}} miembros',
    en: 'The team has reached its maximum of {{max}} members',
    fr: 'L’équipe a atteint son maximum de {{max}} membres',
    ar: 'وصل الفريق إلى الحد الأقصى وهو {{max}} عضوًا',
  },
  member_self: {
    es: 'No puede cambiar su propio rol ni desactivarse',
    en: 'You cannot change your own role or deactivate yourself',
    fr: 'Vous ne pouvez pas changer votre propre rôle ni vous désactiver',
    ar: 'لا يمكنك تغيير دورك أو إلغاء تفعيل نفسك',
  },
  member_not_invited: {
    es: 'Este miembro ya aceptó su invitación',
    en: 'This member has already accepted the invitation',
    fr: 'Ce membre a déjà accepté son invitation',
    ar: 'قبل هذا العضو دعوته بالفعل',
  },
  member_inactive: {
    es: 'Este miembro está desactivado',
    en: 'This member is deactivated',
    fr: 'Ce membre est désactivé',
    ar: 'هذا العضو غير مفعّل',
  },
  // ---- issue 11: money in ----
  payer_id_invalid: {
    es: 'La cédula o RIF debe tener una letra (V, E, J o G) y 8 o 9 dígitos',
    en: 'The ID must be a letter (V, E, J or G) and 8 or 9 digits',
    fr: "L'identifiant doit comporter une lettre (V, E, J ou G) et 8 ou 9 chiffres",
    ar: 'يجب أن يتكون رقم الهوية من حرف (V أو E أو J أو G) و8 أو 9 أرقام',
  },
  reference_format: {
    es: 'La confirmación solo lleva letras y números',
    en: 'The confirmation number has letters and digits only',
    fr: 'Le numéro de confirmation ne contient que des lettres et des chiffres',
    ar: 'رقم التأكيد يتكون من أحرف وأرقام فقط',
  },
  zelle_sender_invalid: {
    es: 'Indique el correo o el teléfono desde el que se envió el Zelle',
    en: 'Give the e-mail or phone the Zelle was sent from',
    fr: "Indiquez l'e-mail ou le téléphone d'où le Zelle a été envoyé",
    ar: 'أدخل البريد الإلكتروني أو الهاتف الذي أُرسل منه Zelle',
  },
  bank_required: {
    es: 'Seleccione el banco',
    en: 'Choose the bank',
    fr: 'Choisissez la banque',
    ar: 'اختر البنك',
  },
  method_required: {
    es: 'Seleccione el método de pago',
    en: 'Choose the payment method',
    fr: 'Choisissez le moyen de paiement',
    ar: 'اختر طريقة الدفع',
  },
  zelle_currency: {
    es: 'Zelle solo acepta dólares',
    en: 'Zelle takes dollars only',
    fr: "Zelle n'accepte que des dollars",
    ar: 'يقبل Zelle الدولارات فقط',
  },
  receipt_required: {
    es: 'Adjunte el comprobante del pago',
    en: 'Attach the payment receipt',
    fr: 'Joignez le justificatif du paiement',
    ar: 'أرفق إيصال الدفع',
  },
  receipt_too_large: {
    es: 'El comprobante supera el máximo de {{max_mb}} MB',
    en: 'The receipt is larger than the {{max_mb}} MB allowed',
    fr: 'Le justificatif dépasse le maximum de {{max_mb}} Mo',
    ar: 'الإيصال أكبر من الحد الأقصى البالغ {{max_mb}} ميغابايت',
  },
  receipt_type: {
    es: 'El comprobante debe ser una imagen (JPEG, PNG o WebP) o un PDF',
    en: 'The receipt must be an image (JPEG, PNG or WebP) or a PDF',
    fr: 'Le justificatif doit être une image (JPEG, PNG ou WebP) ou un PDF',
    ar: 'يجب أن يكون الإيصال صورة (JPEG أو PNG أو WebP) أو ملف PDF',
  },
  payment_date_future: {
    es: 'La fecha de pago no puede ser posterior a hoy',
    en: 'The payment date cannot be after today',
    fr: "La date de paiement ne peut pas être postérieure à aujourd'hui",
    ar: 'لا يمكن أن يكون تاريخ الدفع بعد اليوم',
  },
  reference_used: {
    es: 'Esta referencia ya fue registrada en otra recarga',
    en: 'This reference was already used in another top-up',
    fr: 'Cette référence a déjà été utilisée pour une autre recharge',
    ar: 'هذا المرجع مستخدم بالفعل في عملية شحن أخرى',
  },
  topup_payment_used: {
    es: 'Ese pago ya fue acreditado por la recarga {{topup}}',
    en: 'That payment was already credited by top-up {{topup}}',
    fr: 'Ce paiement a déjà été crédité par la recharge {{topup}}',
    ar: 'تم احتساب هذه الدفعة بالفعل في عملية الشحن {{topup}}',
  },
  topup_already_decided: {
    es: 'Esta recarga ya fue procesada',
    en: 'This top-up was already processed',
    fr: 'Cette recharge a déjà été traitée',
    ar: 'تمت معالجة عملية الشحن هذه بالفعل',
  },
  rate_decimals: {
    es: 'La tasa admite como máximo 6 decimales',
    en: 'The rate allows at most 6 decimals',
    fr: 'Le taux admet au plus 6 décimales',
    ar: 'يسمح السعر بست منازل عشرية كحد أقصى',
  },
  rate_too_high: {
    es: 'La tasa no puede pasar de 1.000.000 Bs. por dólar',
    en: 'The rate cannot be over 1,000,000 Bs. per dollar',
    fr: 'Le taux ne peut pas dépasser 1 000 000 Bs. par dollar',
    ar: 'لا يمكن أن يتجاوز السعر 1,000,000 بوليفار للدولار',
  },
  rate_missing: {
    es: 'No hay tasa BCV registrada para la fecha de pago',
    en: 'There is no BCV rate for the payment date',
    fr: "Il n'y a pas de taux BCV pour la date de paiement",
    ar: 'لا يوجد سعر صرف للبنك المركزي لتاريخ الدفع',
  },
  credits_not_allowed: {
    es: 'Esta empresa no tiene habilitados los créditos',
    en: 'Credits are not enabled for this company',
    fr: 'Les crédits ne sont pas activés pour cette entreprise',
    ar: 'الائتمان غير مفعّل لهذه الشركة',
  },
  credit_in_use: {
    es: 'No se puede revertir: parte del crédito ya se usó o se pagó',
    en: 'It cannot be reverted: part of the credit was already used or paid back',
    fr: 'Impossible de l’annuler : une partie du crédit a déjà été utilisée ou remboursée',
    ar: 'لا يمكن إلغاؤه: تم استخدام جزء من الائتمان أو سداده بالفعل',
  },
  credit_already_decided: {
    es: 'Este crédito ya fue procesado',
    en: 'This credit was already processed',
    fr: 'Ce crédit a déjà été traité',
    ar: 'تمت معالجة هذا الائتمان بالفعل',
  },
  credit_expiry_invalid: {
    es: 'La fecha de vencimiento debe ser posterior a hoy y dentro de {{max}} días',
    en: 'The expiration date must be after today and within {{max}} days',
    fr: "La date d'échéance doit être postérieure à aujourd'hui et dans les {{max}} jours",
    ar: 'يجب أن يكون تاريخ الاستحقاق بعد اليوم وخلال {{max}} يومًا',
  },
  demo_bank_off: {
    es: 'El banco de demostración no está activo',
    en: 'The demo bank is not active',
    fr: "La banque de démonstration n'est pas active",
    ar: 'البنك التجريبي غير مفعّل',
  },
  // ---- issue 11: service notes ----
  service_note_unavailable: {
    es: 'La nota de servicio está disponible cuando el viaje o el envío se completa',
    en: 'The service note is available once the trip or parcel is completed',
    fr: 'La note de service est disponible une fois le trajet ou l’envoi terminé',
    ar: 'تتوفر مذكرة الخدمة بعد اكتمال الرحلة أو الشحنة',
  },
  service_notes_month_invalid: {
    es: 'Indique el mes como AAAA-MM',
    en: 'Give the month as YYYY-MM',
    fr: 'Indiquez le mois au format AAAA-MM',
    ar: 'أدخل الشهر بالصيغة YYYY-MM',
  },
  service_notes_month_future: {
    es: 'Ese mes aún no ha comenzado',
    en: 'That month has not started yet',
    fr: "Ce mois n'a pas encore commencé",
    ar: 'هذا الشهر لم يبدأ بعد',
  },
  service_notes_month_empty: {
    es: 'No hay viajes ni envíos completados en ese mes',
    en: 'There are no completed trips or parcels in that month',
    fr: "Il n'y a aucun trajet ni envoi terminé ce mois-là",
    ar: 'لا توجد رحلات أو شحنات مكتملة في ذلك الشهر',
  },
  service_notes_over_max: {
    es: 'Ese mes tiene más de {{max}} notas, el máximo de un archivo',
    en: 'That month has more than {{max}} notes, the most one file holds',
    fr: 'Ce mois compte plus de {{max}} notes, le maximum d’un fichier',
    ar: 'يحتوي ذلك الشهر على أكثر من {{max}} مذكرة، وهو الحد الأقصى لملف واحد',
  },
} as const satisfies Record<string, Record<Language, string>>;

// (a pure call, so a bundle that only needs CLIENT_ERROR_MESSAGES drops both tables)
export const ERROR_MESSAGES = /* @__PURE__ */ Object.assign(
  {},
  ENTRY_ERROR_MESSAGES,
  PANEL_ERROR_MESSAGES,
);

export type ErrorCode = keyof typeof ERROR_MESSAGES;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_MESSAGES, value);
}

/** A message with its `{{name}}` placeholders replaced (one not given becomes empty). */
export function fillPlaceholders(
  template: string,
  params: Record<string, string | number> = {},
): string {
  return endSentences(
    template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(params[key] ?? '')),
  );
}

/** Renders a catalogue message, replacing `{{name}}` placeholders. */
export function errorMessage(
  code: ErrorCode,
  lang: Language = DEFAULT_LANGUAGE,
  params: Record<string, string | number> = {},
): string {
  return fillPlaceholders(
    ERROR_MESSAGES[code][lang] ?? ERROR_MESSAGES[code][DEFAULT_LANGUAGE],
    params,
  );
}
