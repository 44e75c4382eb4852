/**
 * Brazilian Portuguese: the rules reference (the "Rules" book in the game) and the first-heist
 * guide, in the words of the Brazilian Portuguese rules (Cofre, Loot, Espiar, Arrombar…).
 */
import type { rules as en } from '../en/rules.js';
import { plural, type Translation } from '../message.js';

export const rules: Translation<typeof en> = {
  'rules.title': 'Como jogar',
  'rules.open': 'Regras',
  'rules.openLabel': 'Abrir as regras',
  'rules.close': 'Fechar',
  'rules.search': 'Buscar nas regras',
  'rules.searchPlaceholder': 'Buscar: cofre, guarda, laser…',
  'rules.noMatch': 'Nada corresponde a “{query}”. Tente outra palavra.',
  'rules.matches': plural('n', {
    one: '{n} tópico encontrado',
    many: '{n} tópicos encontrados',
    other: '{n} tópicos encontrados',
  }),
  'rules.contents': 'Sumário',
  'rules.whatIsThis': 'O que isto faz?',
  'rules.about': 'Regras: {name}',

  'rules.section.basics': 'O básico',
  'rules.section.tiles': 'Ladrilhos',
  'rules.section.tools': 'Ferramentas',
  'rules.section.loot': 'Loot',
  'rules.section.events': 'Cartas de evento',
  'rules.section.characters': 'Personagens',

  'rules.goal.title': 'Objetivo do jogo',
  'rules.goal.1':
    'Vocês são uma equipe de 1 a 4 ladrões trabalhando juntos. Ou todos vencem, ou todos perdem.',
  'rules.goal.2':
    'Encontrem e arrombem todos os Cofres do edifício, levem todo o Loot para fora e fujam pelo telhado através das Escadas do último andar.',
  'rules.goal.3':
    'Vocês perdem na hora se alguém precisar descartar um token de furtividade e não tiver mais nenhum. Não há limite de turnos.',

  'rules.turn.title': 'Seu turno',
  'rules.turn.1':
    'No seu turno você tem 4 ações. Use-as em qualquer ordem e depois aperte Encerrar turno (E). Ações grátis não custam nada e podem ser feitas mesmo sem ações restantes.',
  'rules.turn.2':
    'Cuidado: se você encerrar o turno tendo usado 2 ações ou menos, compra uma carta de evento (3 ou menos com o Selo). Voltar a um ladrilho onde você já esteve neste turno não conta como usar ações.',
  'rules.turn.3':
    'Depois das suas ações e de um eventual evento, o guarda do seu andar anda em direção ao destino dele. Depois, é a vez do próximo jogador.',
  'rules.turn.4':
    'Você pode desfazer seus últimos movimentos (U) até que algo novo seja revelado: um ladrilho, uma carta ou uma rolagem.',

  'rules.actions.title': 'Ações',
  'rules.actions.1':
    'Mover (1 ação): vá para um ladrilho adjacente. Paredes bloqueiam a passagem. Um ladrilho não revelado é revelado quando você entra nele.',
  'rules.actions.2':
    'Espiar (1 ação): revele um ladrilho adjacente sem entrar nele. Botão direito, toque longo, P ou modo Espiar.',
  'rules.actions.2.touch':
    'Espiar (1 ação): revele um ladrilho adjacente sem entrar nele. Faça um toque longo nele ou use o modo Espiar.',
  'rules.actions.3':
    'Hackear (1 ação) em um Computador: guarde um token de hack que pode cancelar um alarme do mesmo tipo.',
  'rules.actions.4': 'Adicionar um dado ao cofre (2 ações) e Arrombar o cofre (1 ação): veja Cofres e dados.',
  'rules.actions.5':
    'Usar uma ferramenta, trocar com um personagem no seu ladrilho ou pegar cartas que estejam ali: grátis.',
  'rules.actions.6': 'Fugir (1 ação): das Escadas do último andar, quando todos os Cofres estiverem abertos.',
  'rules.actions.7':
    'As Escadas levam ao ladrilho logo acima; uma seta de Andar de Baixo permite que você desça de volta.',

  'rules.stealth.title': 'Furtividade',
  'rules.stealth.1':
    'Cada personagem tem alguns tokens de furtividade (os olhos ao lado do seu nome). Você perde 1 quando um guarda entra no seu ladrilho ou quando você entra no ladrilho de um guarda.',
  'rules.stealth.2':
    'Saguões e Átrios deixam os guardas verem você de mais longe; a Tiara também. Um Banheiro ou uma Bomba de fumaça esconde você: os tokens deles são gastos antes dos seus.',
  'rules.stealth.3':
    'Com 0 de furtividade você continua no jogo, mas ser visto mais uma vez encerra o assalto para todos. O tabuleiro avisa antes de um movimento assim.',

  'rules.guards.title': 'Guardas e alarmes',
  'rules.guards.1':
    'Cada andar tem um guarda. Ele aparece quando alguém pisa naquele andar pela primeira vez. O Dado de Guarda (no canto do andar) é a velocidade dele: quantos ladrilhos ele anda por turno.',
  'rules.guards.2':
    'Sem alarmes, o guarda vai até o ladrilho da carta de patrulha dele, marcado por um quadrado tracejado e pelo dado. Ao chegar lá, revela uma nova carta. Quando o baralho de patrulha acaba, ele fica mais rápido.',
  'rules.guards.3':
    'Um alarme (um anel pulsante) chama o guarda: ele vai para o alarme mais próximo e anda 1 ladrilho a mais por turno para cada alarme no andar. Pisar no alarme o desliga.',
  'rules.guards.4':
    'Os guardas pegam o caminho mais curto e, se houver vários igualmente curtos, o mais no sentido horário. Passe o mouse ou toque em um guarda para ver o caminho dele.',
  'rules.guards.5':
    'Ladrilhos de Alarme (borda vermelha) disparam quando você os ativa; ladrilhos de Parada (borda âmbar) seguram você ou custam ações extras.',

  'rules.safes.title': 'Cofres e dados',
  'rules.safes.1':
    'Um Cofre se abre quando todos os ladrilhos da linha e da coluna dele (no mesmo andar) estão arrombados. Cada um desses ladrilhos tem um número de 1 a 6: juntos, eles formam a combinação.',
  'rules.safes.2':
    'Em cima de um Cofre, adicione dados a ele (2 ações cada, até 6) e depois Arrombe (1 ação): role todos os dados dele. Cada ladrilho revelado da linha ou da coluna cujo número sair ganha um token de Arrombado para sempre.',
  'rules.safes.3':
    'Ladrilhos não revelados não podem ser arrombados, então revele a linha e a coluna primeiro. Os dados ficam no cofre entre uma tentativa e outra.',
  'rules.safes.4':
    'Um cofre aberto dá a quem rolou uma ferramenta e uma carta de Loot, e deixa mais rápidos os guardas do andar dele e dos andares de baixo.',
  'rules.safes.5':
    'O painel do cofre mostra os números que ainda faltam, os já arrombados e a chance desta rolagem.',

  'rules.events.title': 'Eventos',
  'rules.events.1':
    'Encerrar o turno tendo usado 2 ações ou menos faz você comprar uma carta de evento. Alguns ajudam, a maioria atrapalha: guardas se movem, alarmes tocam, personagens são empurrados de lá para cá.',
  'rules.events.2':
    'O botão Encerrar turno avisa quando encerrar agora vai fazer você comprar um evento. Os eventos em vigor aparecem no painel.',

  'rules.keys.title': 'Controles',
  'rules.keys.mouse':
    'Com mouse: clique em um ladrilho destacado para se mover, botão direito para espiar, arraste para deslocar, gire a rodinha para o zoom. Passe o mouse sobre um ladrilho ou guarda para saber mais.',
  'rules.keys.touch':
    'Na tela de toque: toque em um ladrilho destacado para se mover, toque longo para espiar, toque duas vezes em um ladrilho arriscado; arraste com um dedo para deslocar, use dois dedos em pinça para o zoom. Toque em um ladrilho ou guarda para saber mais.',
  'rules.keys.keyboard':
    'Com teclado: as setas escolhem um ladrilho, Enter move, P espia, E encerra o turno, U desfaz, L mostra o histórico, R abre estas regras, ? lista todas as teclas.',

  'rules.tileExtra.safe': 'A linha e a coluna dele têm os números a tirar nos dados. Veja Cofres e dados.',
  'rules.tileExtra.stairs':
    'O ladrilho logo acima recebe um token de Andar de Baixo (uma seta) para você poder voltar.',
  'rules.tileExtra.walkway':
    'Depois de revelada, dá para andar nela com segurança; dela você pode descer para o andar de baixo (1 ação).',
  'rules.tileExtra.keypad': 'Cada tentativa depois da primeira no mesmo turno rola um dado a mais.',
  'rules.tileExtra.laser': 'Um token de hack do PC Laser também pode pagar a passagem.',
  'rules.tileExtra.motion': 'Entrar e encerrar o turno nele é seguro.',
  'rules.tileExtra.camera':
    'E um guarda que pise em uma câmera enquanto você está em outra também dispara o alarme.',
  'rules.tileExtra.foyer': 'Paredes bloqueiam a visão do guarda.',
  'rules.tileExtra.deadbolt': 'Se já houver alguém lá, custa a 1 ação de sempre.',

  'rules.character.basic': 'Lado básico',
  'rules.character.advanced': 'Lado avançado',

  'guide.title': 'Seu primeiro assalto',
  'guide.step.actions':
    'O painel lista o que você pode fazer. Ladrilhos destacados no tabuleiro são movimentos; um contorno violeta com um olho no canto é uma espiada.',
  'guide.step.guard':
    'A figura vermelha é o guarda. Passe o mouse ou toque nele para ver para onde ele anda; o quadrado tracejado é o destino dele.',
  'guide.step.end':
    'Quando terminar, aperte Encerrar turno. Encerrar com 2 ações ou mais sobrando faz você comprar uma carta de evento.',
  'guide.step.rules':
    'Na dúvida? As Regras explicam cada ladrilho, ferramenta e carta. Passe o mouse ou toque em um ladrilho e depois em “O que isto faz?”.',
  'guide.next': 'Próximo',
  'guide.done': 'Entendi',
  'guide.skip': 'Pular o guia',
  'guide.progress': '{n} de {total}',
  'guide.reopen': 'Mostrar o guia do primeiro assalto',
};
