/**
 * The PT texts of the errors the web app words itself: no answer, an answer off the contract, a
 * section that failed to load, a service address it cannot open. They are part of `messagesPt`,
 * and the web app bundles them with its first screen, apart from the other messages (which load
 * with the first screen that can show one): they must show when the connection has dropped,
 * which is when the rest cannot be fetched.
 */
export const clientMessagesPt = {
  internal_error: 'Ocorreu um erro inesperado. Tente de novo.',
  network_abnormal: 'Ligação de rede anormal. Tente de novo.',
  invalid_url: 'Endereço inválido. Contacte o apoio ao cliente.',
  chunk_load_error: 'Não foi possível carregar esta secção. Verifique a ligação e tente de novo.',
} as const;
