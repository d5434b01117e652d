/**
 * Texts shared by the server (error envelopes) and the web app (its i18n resources): error
 * codes, validation messages of spec section 5, the error catalogue of section 8 and the
 * pattern templates. PT is the default language; EN is complete. Keys are the stable codes.
 */
export const messageLanguages = ['pt', 'en'] as const;
export type MessageLanguage = (typeof messageLanguages)[number];

const pt = {
  invalid_input: 'Dados inválidos. Verifique os campos assinalados.',
  in_input_empty: 'O campo não pode ficar vazio.',
  bad_encrypted_payload: 'Não foi possível ler o pedido cifrado. Atualize a página e tente de novo.',
  in_no_login: 'Sessão não iniciada. Por favor, faça login.',
  session_expired: 'A sua sessão expirou. Por favor, faça login de novo.',
  forbidden: 'Não tem permissão para esta ação.',
  in_need_true_account: 'Registe uma conta real primeiro.',
  only_agent_login: 'Apenas agentes podem entrar aqui.',
  non_member_login: 'Contas que não são de membro não podem entrar.',
  region_restricted: 'Acesso restrito: lamentamos, o serviço não está disponível na sua região.',
  ops_disabled: 'Operação indisponível.',
  not_found: 'Não encontrado.',
  conflict: 'O pedido entra em conflito com o estado atual.',
  idempotency_mismatch: 'Esta chave de pedido já foi usada com outros dados.',
  payload_too_large: 'O pedido é demasiado grande.',
  unsupported_media_type: 'Tipo de conteúdo não suportado.',
  too_many_requests: 'Demasiados pedidos. Tente de novo daqui a 5 minutos.',
  not_implemented: 'Esta função ainda não está disponível.',
  maintenance: 'O sistema está em manutenção. Voltamos em breve.',
  internal_error: 'Ocorreu um erro inesperado. Tente de novo.',
  field_required: 'Campo obrigatório.',
  field_invalid: 'Valor inválido.',
  field_too_long: 'Máximo de (max) caracteres.',
  field_too_short: 'Mínimo de (min) caracteres.',
  invalid_verification_code: 'Introduza um código de verificação válido.',
  invalid_mobile: 'Introduza um número de telemóvel válido.',
  real_name_format: 'O formato do nome real está incorreto.',
  phone_format: 'O formato do telefone está incorreto.',
  invitation_code_error: 'Código de convite inválido.',
  please_enter_content: 'Por favor, escreva o conteúdo.',
  enter_withdraw_password: 'Introduza a palavra-passe de levantamento.',
  enter_receiving_address: 'Introduza o endereço de receção.',
  confirmation_mismatch: 'A confirmação não coincide.',
  network_abnormal: 'Ligação de rede anormal. Tente de novo.',
  page_load_timeout: 'O carregamento da página excedeu o tempo. Verifique a sua rede.',
  invalid_url: 'Endereço inválido. Contacte o apoio ao cliente.',
  username_or_email_missing: 'O nome de utilizador ou o e-mail não existe.',
  complete_verification_first: 'Por favor, conclua primeiro a verificação.',
  contact_agent: 'Por favor, contacte o seu agente.',
  chunk_load_error: 'Não foi possível carregar esta secção. Verifique a ligação e tente de novo.',
  pattern_ANY: '(min)-(max) caracteres.',
  pattern_LETTER_FIRST_ALNUM: '(min)-(max) letras e números, a começar por uma letra.',
  pattern_CHINESE_DIGITS: '(min)-(max) caracteres chineses ou algarismos.',
  pattern_EMAIL: 'Introduza um e-mail válido com (min)-(max) caracteres.',
  pattern_ALPHANUMERIC: '(min)-(max) letras ou números.',
  pattern_LETTERS_AND_DIGITS: '(min)-(max) caracteres com letras e números combinados.',
  pattern_DIGITS: '(min)-(max) algarismos.',
  pattern_ALNUM_UPPER: '(min)-(max) letras ou números, com pelo menos uma maiúscula.',
  pattern_ENGLISH_SPACES: '(min)-(max) letras inglesas e espaços.',
  pattern_NO_SPACES: '(min)-(max) caracteres sem espaços.',
  pattern_CHINESE_PUNCTUATION: '(min)-(max) caracteres chineses e pontuação.',
  pattern_KOREAN: '(min)-(max) caracteres coreanos.',
  pattern_LETTERS_SPACES: '(min)-(max) letras e espaços.',
  pattern_DATE_YMD: 'Data no formato aaaa-MM-dd.',
  pattern_DATE_MDY: 'Data no formato MM-dd-aaaa.',
} as const;

export type MessageKey = keyof typeof pt;

const en: Record<MessageKey, string> = {
  invalid_input: 'Invalid input. Check the marked fields.',
  in_input_empty: 'Input cannot be empty.',
  bad_encrypted_payload: 'The encrypted request could not be read. Reload the page and try again.',
  in_no_login: 'Not logged in. Please log in.',
  session_expired: 'Your session has expired. Please log in again.',
  forbidden: 'You are not allowed to do this.',
  in_need_true_account: 'Please register a real account first.',
  only_agent_login: 'Only agents can log in here.',
  non_member_login: 'Non-member accounts cannot log in.',
  region_restricted: 'Access restricted: we are sorry, the service is not available in your region.',
  ops_disabled: 'Operation unavailable.',
  not_found: 'Not found.',
  conflict: 'The request conflicts with the current state.',
  idempotency_mismatch: 'This request key was already used with different data.',
  payload_too_large: 'The request is too large.',
  unsupported_media_type: 'Unsupported content type.',
  too_many_requests: 'Too many requests. Please retry after 5 minutes.',
  not_implemented: 'This feature is not available yet.',
  maintenance: 'The system is under maintenance. We will be back soon.',
  internal_error: 'Something went wrong. Please try again.',
  field_required: 'This field is required.',
  field_invalid: 'Invalid value.',
  field_too_long: 'At most (max) characters.',
  field_too_short: 'At least (min) characters.',
  invalid_verification_code: 'Please enter a valid verification code.',
  invalid_mobile: 'Please enter a valid mobile number.',
  real_name_format: 'The real name format is incorrect.',
  phone_format: 'The phone format is incorrect.',
  invitation_code_error: 'Invalid invitation code.',
  please_enter_content: 'Please enter content.',
  enter_withdraw_password: 'Please enter the withdrawal password.',
  enter_receiving_address: 'Please enter the receiving address.',
  confirmation_mismatch: 'Incorrect confirmation input.',
  network_abnormal: 'Network link abnormal, please retry.',
  page_load_timeout: 'Page load timed out, please check your network.',
  invalid_url: 'Invalid URL, please contact support.',
  username_or_email_missing: 'The username or email does not exist.',
  complete_verification_first: 'Please complete verification first.',
  contact_agent: 'Please contact your agent.',
  chunk_load_error: 'This section could not be loaded. Check your connection and try again.',
  pattern_ANY: '(min)-(max) characters.',
  pattern_LETTER_FIRST_ALNUM: '(min)-(max) letters and digits, starting with a letter.',
  pattern_CHINESE_DIGITS: '(min)-(max) Chinese characters or digits.',
  pattern_EMAIL: 'Enter a valid email of (min)-(max) characters.',
  pattern_ALPHANUMERIC: '(min)-(max) letters or digits.',
  pattern_LETTERS_AND_DIGITS: '(min)-(max) characters combining letters and digits.',
  pattern_DIGITS: '(min)-(max) digits.',
  pattern_ALNUM_UPPER: '(min)-(max) letters or digits with at least one uppercase letter.',
  pattern_ENGLISH_SPACES: '(min)-(max) English letters and spaces.',
  pattern_NO_SPACES: '(min)-(max) characters without spaces.',
  pattern_CHINESE_PUNCTUATION: '(min)-(max) Chinese characters and punctuation.',
  pattern_KOREAN: '(min)-(max) Korean characters.',
  pattern_LETTERS_SPACES: '(min)-(max) letters and spaces.',
  pattern_DATE_YMD: 'Date as yyyy-MM-dd.',
  pattern_DATE_MDY: 'Date as MM-dd-yyyy.',
};

export const messages: Record<MessageLanguage, Record<MessageKey, string>> = { pt, en };

/**
 * Picks the message language from a language code such as `pt-BR` or `JA`: PT when missing or
 * Portuguese, EN for every other language (they have no translation of their own yet).
 */
export function messageLanguage(code: string | undefined | null): MessageLanguage {
  const lower = (code ?? '').trim().toLowerCase();
  return lower === '' || lower.startsWith('pt') ? 'pt' : 'en';
}

/** The text of a key in a language, or the key itself when unknown. */
export function messageText(key: string, language: MessageLanguage): string {
  const table = messages[language] as Record<string, string>;
  return table[key] ?? key;
}
