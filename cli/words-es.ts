/**
 * The referee's sentences in Spanish, key for key with the English of cli/words.ts (the `Words`
 * type makes a missing one fail to compile), as a Caribbean or Latin referee says them and in the
 * screens' words (renderer/src/locales/es.json): ficha, mano, jugada, pase, tranque, salida,
 * extremo, pareja, tanteo, "se pegó con" for going out, "ficha clave", "desempate", "zapato".
 */
import type { STANDING_FIGURES } from '../domain/events/types.ts';
import { plural as count } from '../domain/result.ts';
import es from '../renderer/src/locales/es.json' with { type: 'json' };
import type { Words } from './words.ts';

const and = (items: readonly string[]): string => new Intl.ListFormat('es', { type: 'conjunction' }).format(items);
const or = (items: readonly string[]): string => new Intl.ListFormat('es', { type: 'disjunction' }).format(items);
const points = (n: number): string => count(n, 'punto', 'puntos');
const moves = (n: number): string => count(n, 'jugada', 'jugadas');
const bones = (n: number): string => count(n, 'ficha', 'fichas');
/** "gana" for one player, "ganan" for a team. */
const wins = (one: boolean): string => (one ? 'gana' : 'ganan');
const ARMS = { north: 'norte', east: 'este', south: 'sur', west: 'oeste' } as const;
const ENDS: Readonly<Record<string, string>> = { left: 'izquierda', right: 'derecha', ...ARMS };

const USAGE_ES = `Uso: npm run --silent referee -- check ARCHIVO [--json] [--lang en|es]
     npm run --silent referee -- standings ARCHIVO [--json] [--lang en|es]
     npm run --silent referee -- next-round ARCHIVO [--json] [--lang en|es]

Comprueba una partida anotada (docs/record-format.md) según sus reglas y dice, mano a mano,
cómo terminó cada mano y por qué, y el tanteo de la partida después. Con un archivo de evento
(docs/event-format.md), repasa la planilla de cada partida y da la clasificación, o la ronda
siguiente tal como la sortea el emparejamiento del evento.

  check ARCHIVO        la partida que se comprueba (un archivo normal de 16 MB como mucho)
  standings ARCHIVO    la clasificación del evento (un archivo normal de 64 MB como mucho)
  next-round ARCHIVO   la ronda siguiente del evento
  --json               el veredicto en JSON (docs/referee.md), igual en los dos idiomas
  --lang en|es         el idioma del informe: inglés (en) o español (es); sin él, el del
                       entorno (LC_ALL, LC_MESSAGES o LANG que empieza por "es" es español),
                       y si no, inglés
  -h, --help           muestra esta ayuda

Una partida exportada a mitad de mano se comprueba hasta donde llega: su última mano queda
en juego. La clasificación de un evento cuenta solo las mesas terminadas; las demás se dan
como pendientes.

Estado de salida: 0 el archivo es válido (y la ronda sorteada), 1 no lo es (o el sorteo no se
puede hacer), 2 el archivo no se puede leer o los argumentos están mal.
`;

export const ES: Words = {
  and,
  or,
  points,
  moves,
  hands: (n) => count(n, 'mano', 'manos'),
  bones,
  tiedHands: (n) => count(n, 'mano empatada', 'manos empatadas'),
  score: (score) => `Tanteo ${score}.`,

  lineOfPlay: (bones) => `Fichas en la mesa: ${bones}.`,
  layoutFrom: (centre, arms) => `La mesa desde el ${centre}: ${arms}.`,
  arm: (name, bones) => `${name} ${bones ?? '(vacío)'}`,
  armName: (name) => ARMS[name],
  bothEndsShow: (n) => `los dos extremos tienen ${n}`,
  endsAre: (a, b) => `los extremos son ${a} y ${b}`,
  noBoneHas: (ends) => (ends[0] === ends[1] ? `no queda ficha con ${ends[0]}` : `no queda ficha con ${ends[0]} ni con ${ends[1]}`),
  blockedAllPassed: (seats, ends) => `Tranque: los ${seats} jugadores pasaron seguidos${ends ? ` (${ends})` : ''}.`,
  blockedAfter: (last, ends, why) => `Tranque después de ${lastPlay(last)}: ${ends} y ${why}.`,
  blockedArms: (last, arms) => `Tranque después de ${lastPlay(last)}: ninguna ficha que queda entra en un brazo (${arms}).`,
  pipsLeft: (each) => `Puntos en mano: ${each.join(', ')}.`,
  seatPips: (name, pips, held) => `${name} ${pips}${held ? ` (${held})` : ''}`,
  notGiven: (name) => `${name} sin anotar (no cuenta)`,
  fewest: (name, pips) => `${name} tiene menos puntos (${pips}).`,
  tieFewest: (names, pips, how) =>
    `${and(names)} empatan con menos puntos (${pips})${how === 'tied' ? ': mano empatada' : how === 'partners' ? ' y son compañeros' : ''}.`,
  dominoed: (name, bone, why) => `${name} se pegó con el ${bone}${why ? `: ${why}` : ''}.`,
  dominoedKeyBone: (name, bone, why, playoff) =>
    `${name} se pegó con el ${bone}, la ficha clave: ${why}.${playoff ? ' La ficha clave no suma nada en un desempate.' : ''}`,
  keyBoneBothHard: (a, b, bone) => `los dos extremos estaban cerrados (${a} y ${b}) y el ${bone} era la única ficha que se podía jugar`,
  onlyDouble: (bone) => `el ${bone} era la única ficha que se podía jugar, pero un doble nunca es la ficha clave`,
  bothHardNoKey: (a, b, list) => `los dos extremos estaban cerrados (${a} y ${b}), pero aún se podía jugar ${and(list)}, así que no hubo ficha clave`,
  keyBoneBlocked: (bone, a, b, name) =>
    `El ${bone} era la ficha clave (los dos extremos estaban cerrados, ${a} y ${b}, y era la única ficha que se podía jugar), pero no la última ficha de ${name}: un tranque no gana el punto de la ficha clave.`,

  playoffTied: (end) => `El desempate queda empatado y se juega otra vez; nadie anota. ${end}`,
  nobodyReplay: (value, end) => `Nadie anota: la mano se repite y vale ${points(value)}. ${end}`,
  nobody: (end) => `Nadie anota. ${end}`,
  winsMatch: (side, plural) => ` ${side} ${wins(!plural)} la partida.`,
  winPlayoff: (side, end, won) => `${side} ganan el desempate y tienen 2 puntos. ${end}${won}`,
  bruk: (winners, losers, had, noPlayoff, end) => `${winners} ganan la mano, pero ${losers} tenían ${points(had)}: bruk, el tanteo vuelve a 0-0.${noPlayoff} ${end}`,
  playoffNext: (side, n, end) => `${side} ganan ${points(n)}: con 1-1 la próxima mano es el desempate. ${end}`,
  forReplay: (value) => `${value} por la mano repetida`,
  forHand: '1 por la mano',
  plusKeyBone: '+1 por la ficha clave',
  lostToZero: (losers, had) => `, y ${had === 1 ? 'el punto' : `los ${points(had)}`} de ${losers} ${had === 1 ? 'vuelve' : 'vuelven'} a 0`,
  partnerWin: (side, n, why, lost, noPlayoff, end, won) => `${side} ganan ${points(n)}${why.length > 0 ? ` (${why.join(', ')})` : ''}${lost}.${noPlayoff} ${end}${won}`,
  noPlayoff: (worth, asReplay) =>
    ` Sin desempate: la mano valía ${points(worth)} ${asReplay ? 'por ser repetida' : 'con la ficha clave'}, no 1, así que el tanteo nunca estuvo 1-1.`,
  partnerTitle: (n, tag, poser, bone, m) => `Mano ${n}${tag}: ${poser} salió con el ${bone}; ${moves(m)}.`,
  tagPlayoff: ', el desempate con 1-1',
  tagWorthAfterTies: (value, ties) => `, vale ${points(value)} tras ${count(ties, 'mano empatada', 'manos empatadas')}`,
  nextHand: (playoff, value, pose) => `${playoff ? 'Próxima mano, el desempate' : value > 1 ? `Próxima mano, vale ${points(value)}` : 'Próxima mano'}: ${pose}.`,
  valid: (family, n) => `Válida: partida de ${family}, ${count(n, 'mano', 'manos')}.`,
  teams: (team0, team1) => `Parejas: ${team0} (pareja 0) contra ${team1} (pareja 1); el tanteo se da con ${team0} primero.`,
  players: (names) => `Jugadores: ${and(names)}, cada uno por su cuenta; el tanteo se da en ese orden.`,
  optionsSet: (words) => `Reglas que pone el archivo: ${words.join('; ')}.`,
  optionsRest: (words, someSet) => `${someSet ? 'Las demás, por defecto' : 'Reglas, todas por defecto'}: ${words.join('; ')}.`,
  result: (side, sixLove, score) => `Resultado: ${side} ganan ${sixLove ? 'seis a cero' : 'la partida'}, tanteo final ${score}.`,
  unfinishedScore: (unfinished, score, leader, playoff) =>
    `${unfinished}: ${score}${leader !== null ? ` a favor de ${leader}` : ''}${playoff ? ', sigue el desempate' : ''}.`,

  holderPoses: (bone, forced) => (forced ? `sale quien tenga el ${bone}, con el ${bone}` : `sale quien tenga el ${bone}, con cualquier ficha`),
  anyonePoses: 'sale cualquiera',
  posesAny: (who) => `sale ${who}, con cualquier ficha`,
  posesDouble: (who) => `sale ${who}, con un doble si la pareja tiene alguno (sale el compañero si solo él lo tiene)`,
  posesDrawingDouble: (who) => `sale ${who} con un doble, robando hasta tener uno`,
  anyPlayer: 'cualquier jugador',
  highestDouble: (orHighestBone) =>
    `sale quien tenga el doble más alto repartido, con ese doble${orHighestBone ? '; si no se repartió ningún doble, quien tenga la ficha más alta' : ''}`,
  anyDouble: (seat) => `${seat} sale con cualquier doble que tenga (si no tiene, el siguiente jugador que tenga uno)`,

  waitingForLeft: (n, m) => `Mano ${n} terminada tras ${moves(m)}: todas las jugadas son válidas; faltan las fichas (o los puntos) que le quedan a cada jugador.`,
  noMoveYet: (n, turn) => `Mano ${n} en juego, sin jugadas aún${turn === null ? '' : `: sale ${turn}`}.`,
  inPlay: (n, m, turn) => `Mano ${n} en juego tras ${moves(m)}: todas las jugadas hasta ahora son válidas${turn === null ? '' : `; le toca a ${turn}`}.`,
  unfinished: (finished) => (finished === 0 ? 'Partida sin terminar, aún sin ninguna mano terminada' : `Partida sin terminar tras ${count(finished, 'mano', 'manos')}`),

  rulingTitle: (n, m) => `Mano ${n}: ${moves(m)} y luego el fallo del árbitro.`,
  bonesPlayed: (list) => `Fichas jugadas, en orden: ${list}.`,
  ruling: (reason) => `Fallo: ${reason}`,
  rulingNoScore: 'Sin puntos: se reparte de nuevo, como si se hubiera pedido repartir.',
  rulingWins: (side, n) => `${side.join(' & ')} ${wins(side.length === 1)} la mano: ${points(n)}.`,
  rulingWinsMatch: (side) => ` ${side.join(' & ')} ${wins(side.length === 1)} la partida.`,

  correctionsHead: (n, renamed) =>
    `Correcciones: el anotador ${renamed ? 'cambió' : 'deshizo'} ${n === 1 ? 'una anotación' : `${n} anotaciones`} (de la más antigua a la más reciente).`,
  renamed: (at, seat, from, to) => `${at}, asiento ${seat}: el jugador «${from}» pasó a llamarse «${to}».`,
  takenBack: (at, where, what, also) => `${at}, ${where}: se deshizo ${what}${also.length > 0 ? `; ${also.join('; ')}` : ''}.`,
  atHand: (hand) => `mano ${hand}`,
  atMove: (hand, move) => `mano ${hand}, jugada ${move}`,
  seatN: (seat) => `asiento ${seat}`,
  // The scoreboard's words for a correction (renderer/src/locales/es.json replay.correction*).
  removedRuling: (reason) => `el fallo del árbitro (${reason})`,
  removedRedeal: (who) => `el pedido de ${who} de repartir de nuevo (la mano se volvió a repartir)`,
  removedPass: (who) => `el pase de ${who}`,
  removedDrawCount: (who, n) => `el robo de ${who} de ${bones(n)}`,
  removedDrawSeen: (who, list) => `el robo de ${who} (${list})`,
  removedPlay: (who, bone, end) => `el ${bone} de ${who}${end ? ` por ${end}` : ''}`,
  endName: (end) => (end === 'left' || end === 'right' ? `la ${ENDS[end]}` : `el brazo ${ENDS[end] ?? end}`),
  clearedLeft: es.replay.correctionCleared,
  droppedHand: (hand, dealt) => `se quitó la mano ${hand}, aún sin salida${dealt ? ', con su reparto' : ''}`,

  whyKeyBone: 'la ficha clave: no quedaba otra ficha que se pudiera jugar por ningún extremo',
  whyDekabes: 'Dekabès: sus dos números eran los dos extremos',
  whyMilo: (pip) => `un Milo: los dos extremos quedan en ${pip}`,
  dominoedBecause: (name, bone, why) => `${name} se pegó con el ${bone}${why.length > 0 ? `, ${why.join('; ')}` : ''}.`,
  lastOrNext: (names) =>
    `Entre el jugador que jugó último y el siguiente, ${names.length === 1 ? `${names[0]} tiene menos puntos` : `${and(names)} empatan`}.`,
  teamTotals: (sides) => `Puntos de cada pareja: ${sides}.`,
  sidePoints: (side, n) => `${side} ${n}`,
  tieToPosers: (side) => `Empate: lo gana la pareja que salió, ${side}.`,
  tieToLastTeam: (side) => `Empate: lo gana la pareja que jugó última, ${side}.`,
  tieToMoreBones: (side) => `Empate: lo gana la pareja con más fichas, ${side}.`,
  tieToLowerSeat: (seat, side) => `Empate: ${seat}, que se sienta antes entre los empatados, lo gana para ${side}.`,
  tieLastTeamLoses: (side) => `Empate: pierde la pareja que jugó la última ficha, así que lo ganan ${side}.`,
  note: {
    'reset-all': 'todos los jugadores tenían un punto, así que todos vuelven a 0',
    'losers-to-zero': 'los perdedores vuelven a 0',
    pollona: 'una pollona: la meta alcanzada mientras la otra pareja no tiene nada',
    viajera: 'una viajera: en una sola mano',
    divided: 'divididos por 10',
    'deal-again': 'el empate no cuenta: se revuelven las fichas, se reparte de nuevo y sale el mismo jugador',
    'both-score': 'en un tranque las dos parejas anotan los puntos que tienen en la mano',
    rounded: 'redondeado hacia abajo a un múltiplo de 10',
    decider: 'las dos parejas habían llegado a la meta con el mismo tanteo, así que esta mano decidió la partida',
    'less-own-pips': 'menos los puntos que tiene el ganador',
    'lowest-tied': 'hay jugadores empatados con el tanteo más bajo, así que la partida sigue',
    difference: 'la diferencia entre los puntos de las parejas',
    'doubled-out': 'se pegó con un doble, así que los demás suman el doble',
    'quadrupled-out': 'se pegó con un doble, así que los demás suman cuatro veces',
    'tied-block-nothing': 'un tranque empatado: nadie suma sus puntos',
    'pass-penalty': 'castigos por pasar incluidos (10 por el tercer pase seguido de un jugador, 10 a cada uno de los demás por una ficha que ninguno pudo contestar)',
    'replay-two': 'la repetición de un empate, que vale 2 para quien la gana y nada para los demás',
  },
  bothScoreOwn: (sides) => `En un tranque las dos parejas anotan los puntos que tienen en la mano: ${sides}.`,
  passBonuses: (first, divided, sides) =>
    `Premios por pase, 10 por cada rival que pasó tras una ficha${first ? ' (el primer pase provocado en la partida vale 20)' : ''}${divided ? ', divididos por 10 como todo el tanteo' : ''}: ${sides}.`,
  equalAtTarget: 'Las dos parejas llegaron a la meta con el mismo tanteo: se juega otra mano, y quien la gane gana la partida.',
  bothReached: (lower) =>
    `Las dos parejas llegaron a la meta; gana el tanteo más ${lower ? 'bajo' : 'alto'}${lower ? ' («gana entonces la pareja con menos puntos en total»)' : ''}.`,
  outSince: (name, since) => `${name} fuera (desde la mano ${since})`,
  addedBy: (name, n, doubles, wentOut) => `${name} ${n}${doubles.length > 0 ? ` (doblado: tiene ${and(doubles)})` : wentOut ? ' (se pegó)' : ''}`,
  added: (each, notes, end, over) => `Suman: ${each.join(', ')}${notes.length > 0 ? `; ${notes.join(', ')}` : ''}. ${end}${over}`,
  playedOut: (who, target, lastIn) =>
    `${and(who)} ${who.length === 1 ? 'llega' : 'llegan'} a ${target} y ${who.length === 1 ? 'queda' : 'quedan'} fuera; ${lastIn !== null ? `${lastIn}, el último que queda, gana.` : 'los demás siguen jugando.'}`,
  lostAndWon: (losers, target, winner, score) =>
    `${and(losers)} ${losers.length === 1 ? 'llega' : 'llegan'} a ${target} y ${losers.length === 1 ? 'pierde' : 'pierden'}; ${winner} gana con el tanteo más bajo, ${score}.`,
  namedScore: (name, score) => `${name} (${score})`,
  nobodyWorth: (wonBy, worth, extra, end) =>
    `${wonBy ? 'Nadie gana la mano' : 'Nadie anota'}${worth !== null ? `; la próxima mano vale ${worth}` : ''}.${extra} ${end}`,
  sideWinsMatch: (side, one, named) => ` ${side} ${wins(one)} la partida${named.length > 0 ? ` (${named.join('; ')})` : ''}.`,
  familyBruk: (side, one, notes, end) =>
    `${side} ${wins(one)} la mano, pero ${notes.length > 0 ? notes.join(', ') : 'el otro bando tenía puntos: bruk, el tanteo vuelve a 0-0'}. ${end}`,
  familyPlayoff: (side, one, end, won) => `${side} ${wins(one)} el desempate y ${one ? 'queda' : 'quedan'} 2-0. ${end}${won}`,
  familyPlayoffNext: (side, one, n, end) => `${side} ${wins(one)} ${points(n)}: con 1-1 la próxima mano es el desempate. ${end}`,
  pipsDifference: (theirs, own) => `la diferencia entre los puntos de las parejas, ${theirs} menos ${own}`,
  allPips: 'todos los puntos que quedaban',
  pipsHeldBy: (names) => `los puntos que tenían ${and(names)}`,
  lessOwn: (theirs, side, own) => `, ${theirs}, menos los ${own} de ${side}`,
  dividedBy10: (pips) => `, ${pips}, divididos por 10`,
  roundedDown: (pips) => `, ${pips}, redondeado hacia abajo a un múltiplo de 10`,
  worthAfterTies: (value, ties) => `vale ${value} tras ${count(ties, 'mano empatada', 'manos empatadas')}`,
  partDekabes: 'Dekabès',
  partMilo: 'un Milo',
  gameBonus: (bonus, game) => `+${bonus} por ganar la ${['primera', 'segunda', 'tercera', 'cuarta'][game - 1]} partida`,
  chuchazo: (bonus) => `+${bonus} por el chuchazo: se pegó con el 0-0`,
  familyWin: (side, one, n, why, notes, extra, end, won) =>
    `${side} ${wins(one)} ${points(n)}${why.length > 0 ? ` (${why.join(', ')})` : ''}${notes.length > 0 ? `; ${notes.join(', ')}` : ''}.${extra} ${end}${won}`,
  thrownIn: (n, seat, drew) =>
    `Mano ${n}: ${seat} pidió repartir de nuevo${drew !== null ? `; ${seat} robó todo el pozo (${bones(drew)}) sin encontrar un doble` : ''}; se vuelven a repartir las fichas.`,
  familyTitle: (n, worth, playing, poser, drew, bone, why, m) =>
    `Mano ${n}${worth}${playing}: ${poser} ${drew !== null ? `robó ${bones(drew)} y ` : ''}salió con el ${bone}${why}; ${moves(m)}.`,
  tagWorth: (value) => `, vale ${value}`,
  tagPlaying: (players, handSize, out) => `, ${players} jugadores con ${handSize} fichas (${and(out)} fuera)`,
  highestBoneWhy: ', la ficha más alta repartida, porque no se repartió ningún doble',
  nextHandPose: (pose) => `Próxima mano: ${pose}.`,
  resultLastIn: (winner, ranking, score) =>
    `Resultado: ${winner} gana la partida, el último que queda; clasificación ${ranking.map((name, k) => `${k + 1}. ${name}`).join(', ')}; tanteo final ${score}.`,
  resultSide: (side, one, score) => `Resultado: ${side} ${wins(one)} la partida, tanteo final ${score}.`,
  unfinishedPlain: (unfinished, score) => `${unfinished}: ${score}.`,

  notDrawn: 'Sin sortear',
  atField: (field) => ` (en ${field})`,
  // Short heads of the screens' columns (event.standings.*), as a printed table has room for.
  heads: {
    played: 'J',
    won: 'G',
    drawn: 'E',
    // Not English's P (played) nor MP (match points): a head never reads as another column's there (issue 25 item 12).
    lost: 'Per',
    byes: 'Desc',
    matchPoints: 'Pts',
    gamesWon: 'PG',
    gamesLost: 'PP',
    handsWon: 'MG',
    handsLost: 'MPer',
    pointsFor: 'PF',
    pointsAgainst: 'PC',
    penalties: 'Sanc',
    efectividad: 'Efec',
    shutoutsGiven: 'ZD',
    shutoutsTaken: 'ZR',
    buchholz: 'Buch',
  } satisfies Readonly<Record<(typeof STANDING_FIGURES)[number], string>>,
  headPlace: '#',
  headEntrant: 'Inscrito',
  withdrawn: (name) => `${name} (retirado)`,
  standingsTitle: (event, date, rounds) => `${event}, ${date}: clasificación tras ${count(rounds, 'ronda', 'rondas')}`,
  finalStandingsTitle: (event, date, rounds) => `${event}, ${date}: clasificación final tras ${count(rounds, 'ronda', 'rondas')}`,
  // The standings screen's words for the ranking keys.
  key: es.event.keys,

  someOf: (names, others) => (others > 0 ? `${names.join(', ')} y ${others} más` : and(names)),
  sharePlace: ' comparten el puesto, empatados en todos los criterios',
  aheadOf: (name, key, figure, of) => `por delante de ${name} por ${key}${figure !== null ? `, ${figure} a ${of}` : ''}`,
  decidedHead: 'Qué decidió cada puesto:',
  pendingTables: (tables) => `Aún sin terminar, así que no cuentan: ${tables.join(', ')}`,
  pendingTable: (round, table) => `ronda ${round} mesa ${table}`,
  roundTitle: (event, round) => `${event}: ronda ${round}`,
  tableSeats: (table, seats) => `Mesa ${table}: ${seats}`,
  versus: ' contra ',
  byes: (names) => `Descansa: ${names.join(', ')}`,
  warningsHead: 'Avisos:',

  usage: USAGE_ES,
  noCommand: 'falta la orden',
  unknownCommand: (command, file) => `orden desconocida ${command}${file ? `: para comprobar un archivo, ponga check delante (check ${command})` : ''}`,
  needsFile: (command) => `${command} necesita un ARCHIVO`,
  unexpected: (arg) => `argumento de más ${arg}`,
  takesNoValue: (flag, arg) => `${flag} no lleva valor (${arg})`,
  unknownOption: (arg, command) => `opción desconocida ${arg}; un ARCHIVO cuyo nombre empieza por "-" va después de "--" (${command} -- ${arg})`,
  unknownLang: (lang, choices) => `idioma desconocido ${lang} para --lang: elija ${or(choices)}`,
  langNeedsValue: (choices) => `--lang necesita un idioma: ${or(choices)}`,
  cannotRead: (file, why) => `no se puede leer ${file}: ${why}`,
  internalError: (file, why) =>
    `error interno al comprobar ${file} (${why}): es un fallo del árbitro, no un fallo sobre el archivo; por favor, avísenos y envíe el archivo`,
  readProblem: {
    missing: 'no existe ese archivo',
    'not-directory': 'no existe ese archivo (una parte de la ruta no es una carpeta)',
    denied: 'permiso denegado',
    directory: 'es una carpeta',
    loop: 'demasiados enlaces simbólicos',
    'name-too-long': 'el nombre es demasiado largo',
    'socket-or-device': 'es un socket o un dispositivo, no un archivo',
    fifo: 'es una tubería con nombre (FIFO), no un archivo',
    device: 'es un dispositivo, no un archivo',
    socket: 'es un socket, no un archivo',
    'not-regular': 'no es un archivo normal',
    'not-utf8': 'no es texto UTF-8',
  },
  tooBig: (size, most) => `ocupa ${size}; el árbitro lee como mucho ${most}`,
  grewTooBig: (most) => `pasa de ${most}, lo más que lee el árbitro`,

  invalid: 'No válida',
  errorHand: (n) => `Mano ${n}`,
  errorMove: (n) => `jugada ${n}`,
};

function lastPlay(last: { readonly name: string; readonly bone: string } | null): string {
  return last ? `que ${last.name} jugó el ${last.bone}` : 'la salida';
}
