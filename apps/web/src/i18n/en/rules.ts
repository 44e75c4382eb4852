/**
 * English: the rules reference (the "Rules" book in the game) and the first-heist guide.
 * Each section is a title and numbered paragraphs; tiles, tools, loot, events and characters
 * reuse their card texts from game.ts and add a longer line where the card is too short.
 */
import { plural } from '../message.js';

export const rules = {
  'rules.title': 'How to play',
  'rules.open': 'Rules',
  'rules.openLabel': 'Open the rules',
  'rules.close': 'Close',
  'rules.search': 'Search the rules',
  'rules.searchPlaceholder': 'Search: safe, guard, laser…',
  'rules.noMatch': 'Nothing matches “{query}”. Try another word.',
  'rules.matches': plural('n', {
    one: '1 topic matches',
    other: '{n} topics match',
  }),
  'rules.contents': 'Contents',
  'rules.whatIsThis': 'What does this do?',
  'rules.about': 'Rules: {name}',

  'rules.section.basics': 'The basics',
  'rules.section.tiles': 'Tiles',
  'rules.section.tools': 'Tools',
  'rules.section.loot': 'Loot',
  'rules.section.events': 'Event cards',
  'rules.section.characters': 'Characters',

  'rules.goal.title': 'The goal',
  'rules.goal.1': 'You are a crew of 1 to 4 safecrackers working together. Everyone wins or everyone loses.',
  'rules.goal.2':
    'Find and open every Safe in the building, carry all the loot out, and escape to the roof by the Stairs of the top floor.',
  'rules.goal.3':
    'You lose at once if someone has to lose a stealth token and has none left. There is no turn limit.',

  'rules.turn.title': 'Your turn',
  'rules.turn.1':
    'On your turn you have 4 actions. Spend them in any order, then press End turn (E). Free actions cost nothing and can be taken even with no actions left.',
  'rules.turn.2':
    'Watch out: if you end your turn having used 2 actions or fewer, you draw an event card (3 or fewer with the Stamp). Walking back onto a tile you already stood on this turn does not count as using actions.',
  'rules.turn.3':
    'After your actions and any event, the guard of your floor walks toward its destination. Then the next player takes a turn.',
  'rules.turn.4':
    'You may undo your last moves (U) until something new is revealed: a tile, a card or a roll.',

  'rules.actions.title': 'Actions',
  'rules.actions.1':
    'Move (1 action): step onto an open neighbouring tile. Walls block the way. A face-down tile is revealed as you enter it.',
  'rules.actions.2':
    'Peek (1 action): turn over a face-down neighbouring tile without entering it. Right-click, long-press, P, or Peek mode.',
  'rules.actions.2.touch':
    'Peek (1 action): turn over a face-down neighbouring tile without entering it. Long-press it, or use Peek mode.',
  'rules.actions.3':
    'Hack (1 action) on a Computer: store a hack token that can silence one alarm of its kind.',
  'rules.actions.4': 'Add a safe die (2 actions) and Crack the safe (1 action): see Safes and dice.',
  'rules.actions.5': 'Use a tool, trade with a character on your tile, or pick up cards lying there: free.',
  'rules.actions.6': 'Escape (1 action): from the Stairs of the top floor, once every Safe is open.',
  'rules.actions.7': 'Stairs lead up to the tile directly above; a Downstairs arrow lets you come back down.',

  'rules.stealth.title': 'Stealth',
  'rules.stealth.1':
    'Each character has a few stealth tokens (the eyes beside your name). You lose 1 when a guard walks onto your tile, or when you walk onto a guard’s tile.',
  'rules.stealth.2':
    'Foyers and Atriums let guards see you from further away; the Tiara does too. A Lavatory or a Smoke Bomb hides you: its tokens are spent before yours.',
  'rules.stealth.3':
    'At 0 stealth you are still in the game, but being seen once more ends the heist for everyone. The board warns you before such a move.',

  'rules.guards.title': 'Guards and alarms',
  'rules.guards.1':
    'Each floor has one guard. It appears when someone first sets foot on that floor. Its die (in the corner of the floor) is its speed: the number of tiles it walks each turn.',
  'rules.guards.2':
    'Without alarms, the guard walks to the tile of its patrol card, marked by a dashed square and its die. When it gets there it draws a new card. When its deck runs out it speeds up.',
  'rules.guards.3':
    'An alarm (a pulsing ring) calls the guard: it heads for the nearest alarm instead, and walks 1 tile further each turn for every alarm on its floor. Stepping on the alarm switches it off.',
  'rules.guards.4':
    'Guards take the shortest way, and where several are equally short, the most clockwise one. Hover or tap a guard to see its path.',
  'rules.guards.5':
    'Alarm tiles (red edge) go off when you trip them; stop tiles (amber edge) hold you back or cost extra actions.',

  'rules.safes.title': 'Safes and dice',
  'rules.safes.1':
    'A Safe opens when every tile in its row and its column (on its floor) is cracked. Each of those tiles has a number from 1 to 6.',
  'rules.safes.2':
    'Standing on a Safe, add dice to it (2 actions each, up to 6), then Crack it (1 action): roll all its dice. Every revealed tile in its row or column whose number shows is cracked for good.',
  'rules.safes.3':
    'Face-down tiles cannot be cracked, so reveal the row and the column first. Dice stay on the safe between tries.',
  'rules.safes.4':
    'An open safe gives the roller a tool and a loot card, and makes the guards on its floor and below faster.',
  'rules.safes.5':
    'The safe card shows the numbers still needed, those already cracked, and the chance of this roll.',

  'rules.events.title': 'Events',
  'rules.events.1':
    'Ending your turn having used 2 actions or fewer draws an event card. Some help, most hurt: guards move, alarms ring, characters are pushed around.',
  'rules.events.2':
    'The End turn button says when ending now will draw an event. Lasting events are listed in the panel.',

  'rules.keys.title': 'Controls',
  'rules.keys.mouse':
    'With a mouse: click a highlighted tile to move, right-click to peek, drag to pan, turn the wheel to zoom. Hover a tile or a guard to learn more.',
  'rules.keys.touch':
    'On a touch screen: tap a highlighted tile to move, long-press to peek, tap a risky tile twice; drag with one finger to pan, pinch to zoom. Tap a tile or a guard to learn more.',
  'rules.keys.keyboard':
    'With a keyboard: arrows choose a tile, Enter moves, P peeks, E ends the turn, U undoes, L shows the log, R opens these rules, ? lists every key.',

  'rules.tileExtra.safe': 'Its row and column hold the numbers to roll. See Safes and dice.',
  'rules.tileExtra.stairs': 'The tile directly above gets a Downstairs arrow so you can come back.',
  'rules.tileExtra.walkway':
    'Once revealed it is safe to walk on; from it you may drop to the floor below (1 action).',
  'rules.tileExtra.keypad': 'Each try after the first in one turn rolls one more die.',
  'rules.tileExtra.laser': 'A hack token from the Laser computer can also pay for it.',
  'rules.tileExtra.motion': 'Entering and ending your turn there is safe.',
  'rules.tileExtra.camera': 'And a guard stepping onto a camera while you stand on another sets it off too.',
  'rules.tileExtra.foyer': 'Walls block the guard’s view.',
  'rules.tileExtra.deadbolt': 'If someone already stands there, it costs the usual 1 action.',

  'rules.character.basic': 'Basic side',
  'rules.character.advanced': 'Advanced side',

  'guide.title': 'Your first heist',
  'guide.step.actions':
    'The panel lists what you can do. Highlighted tiles on the board are moves; a violet outline with an eye in its corner is a peek.',
  'guide.step.guard':
    'The red figure is the guard. Hover or tap it to see where it walks next; the dashed square is where it is heading.',
  'guide.step.end':
    'When you are done, press End turn. Ending with 2 or more actions left draws an event card.',
  'guide.step.rules':
    'Unsure? Rules explains every tile, tool and card. Hover or tap a tile, then “What does this do?”.',
  'guide.next': 'Next',
  'guide.done': 'Got it',
  'guide.skip': 'Skip the guide',
  'guide.progress': '{n} of {total}',
  'guide.reopen': 'Show the first-heist guide',
} as const;
