/**
 * Portuguese texts of the account screens (login, registration, passwords, the logged-in
 * header). They load with those screens, not with the first page; `account-texts.ts` adds them
 * to the translation beside the app's own texts. `account-texts-en.ts` is typed against this.
 */
export const accountTextsPt = {
  /** Shown after a recovery email was sent (spec section 8). */
  in_been_out:
    'Enviámos um link de recuperação para o seu email. Siga-o para definir uma nova palavra-passe.',
  /** Confirm label of the "register a real account" dialog for trial accounts. */
  in_increase_submit: 'Entendido',
  /** The agent centre's page names (its menu and page titles). */
  agentPages: {
    agentAnnouncement: 'Anúncios de agente',
    agentTeamOverview: 'Visão geral da equipa',
    registerCenter: 'Registar membros',
    downlineManagmentView: 'Gestão da equipa',
    personalHistoryCopy: 'Histórico de apostas',
    palStatementsAgentCopy: 'Relatório de lucros e perdas',
    agentRevenueReport: 'Relatório de receitas',
    agentDownlineTransactionDetailsCopy: 'Transações da equipa',
    agentDividendRecordCopy2: 'Dividendos',
    agentDailyWages2: 'Salário diário',
    agentHourSalary: 'Salário por hora',
    agentRealtimeSalary: 'Salário em tempo real',
  },
  account: {
    fields: {
      username: 'Nome de utilizador',
      password: 'Palavra-passe',
      confirmPassword: 'Confirmar palavra-passe',
      currentPassword: 'Palavra-passe atual',
      newPassword: 'Nova palavra-passe',
      confirmNewPassword: 'Confirmar nova palavra-passe',
      mobileNum: 'Telemóvel',
      dialingCode: 'Indicativo do país',
      verificationCode: 'Código SMS',
      captcha: 'Código de verificação',
      email: 'Email',
      payeeName: 'Nome real',
      paymentPassword: 'Palavra-passe de levantamento',
      qqNum: 'QQ',
      line: 'LINE',
      whatsapp: 'WhatsApp',
      facebook: 'Facebook',
      wechat: 'WeChat',
      idNumber: 'Número de identificação',
      affiliateCode: 'Código de convite',
      showPassword: 'Mostrar palavra-passe',
      hidePassword: 'Ocultar palavra-passe',
    },
    common: {
      working: 'Um momento…',
      warningTitle: 'Aviso',
      submit: 'Enviar',
      optional: '(opcional)',
    },
    sms: {
      send: 'Enviar código',
      resendIn: 'Reenviar em {{seconds}} s',
      failedTitle: 'O SMS não foi enviado',
    },
    captcha: {
      image: 'Imagem com o código de verificação',
      refresh: 'Mostrar outro código',
      failed: 'Não foi possível carregar o código de verificação.',
    },
    login: {
      agentNote: 'Área de agentes: só contas de agente podem entrar aqui.',
      tabs: 'Forma de entrar',
      byUsername: 'Com palavra-passe',
      bySms: 'Com código SMS',
      submit: 'Entrar',
      remember: 'Lembrar o meu nome de utilizador',
      forgot: 'Esqueceu a palavra-passe?',
      noAccount: 'Ainda não tem conta?',
      register: 'Registar',
      freePlay: 'Experimentar grátis',
    },
    twoFactor: {
      title: 'Confirme que é você',
      text: 'Está a entrar a partir de um endereço IP novo. Enviámos um código SMS para {{mobile}}.',
      resendText:
        'Não recebeu o código? Para receber outro, indique o número completo de telemóvel da conta.',
      submit: 'Confirmar',
      back: 'Voltar',
    },
    register: {
      tabs: 'Forma de registo',
      byUsername: 'Com nome de utilizador',
      byMobile: 'Com telemóvel',
      terms: 'Li e aceito os termos e condições',
      termsLink: 'Ler os termos e condições',
      age: 'Confirmo que tenho {{age}} anos ou mais',
      submit: 'Criar conta',
      haveAccount: 'Já tem conta?',
      login: 'Entrar',
      loadFailed: 'Não foi possível carregar o formulário de registo.',
    },
    forgot: {
      title: 'Recuperar palavra-passe',
      tabs: 'Forma de recuperação',
      byEmail: 'Por email',
      byMobile: 'Por telemóvel',
      emailText:
        'Indique o seu nome de utilizador e o email da conta: enviamos um link de recuperação.',
      mobileText: 'Indique o telemóvel da conta, o código SMS e a nova palavra-passe.',
      sendLink: 'Enviar link',
      submit: 'Definir palavra-passe',
      backToLogin: 'Voltar a entrar',
    },
    reset: {
      title: 'Definir nova palavra-passe',
      text: 'Escolha a nova palavra-passe da sua conta.',
      submit: 'Guardar palavra-passe',
      done: 'A sua palavra-passe foi alterada. Já pode entrar com a nova palavra-passe.',
    },
    change: {
      title: 'Alterar palavra-passe',
      forcedText:
        'Por segurança, tem de alterar a sua palavra-passe (palavra-passe predefinida ou expirada) antes de continuar.',
      submit: 'Alterar palavra-passe',
      open: 'Alterar palavra-passe de acesso',
      securityText: 'Altere regularmente a palavra-passe de acesso da sua conta.',
    },
    header: {
      balance: 'Saldo',
      hidden: 'Saldo oculto',
      hideBalance: 'Ocultar saldo',
      showBalance: 'Mostrar saldo',
      refreshBalance: 'Atualizar saldo',
      deposit: 'Depositar',
      accountMenu: 'Menu da conta {{account}}',
      avatar: 'Avatar de {{account}}',
      userId: 'ID {{id}}',
      copyAccount: 'Copiar nome da conta',
      copiedTitle: 'Copiado',
      copied: 'O nome da conta {{account}} foi copiado.',
      copyFailed: 'Não foi possível copiar. Selecione o nome da conta e copie-o manualmente.',
      messages: 'Mensagens da plataforma',
      unread: '{{count}} por ler',
      toClaim: '{{count}} por resgatar',
      missionsToClaim_one: '{{count}} missão por resgatar',
      missionsToClaim_other: '{{count}} missões por resgatar',
      agent: 'Agente',
    },
    trial: {
      title: 'Conta de teste',
      notice: 'As contas de teste não têm acesso a esta área.',
      register: 'Registar conta real',
    },
  },
};

/** The shape of the account texts. */
export type AccountTexts = typeof accountTextsPt;
