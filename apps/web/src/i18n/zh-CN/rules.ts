/**
 * Simplified Chinese: the rules reference (the "Rules" book in the game) and the first-heist guide.
 */
import type { rules as en } from '../en/rules.js';
import { plural, type Translation } from '../message.js';

export const rules: Translation<typeof en> = {
  'rules.title': '玩法说明',
  'rules.open': '规则',
  'rules.openLabel': '打开规则',
  'rules.close': '关闭',
  'rules.search': '搜索规则',
  'rules.searchPlaceholder': '搜索：保险箱、守卫、激光…',
  'rules.noMatch': '没有与“{query}”匹配的内容。换个词试试。',
  'rules.matches': plural('n', {
    other: '{n}个主题匹配',
  }),
  'rules.contents': '目录',
  'rules.whatIsThis': '这有什么用？',
  'rules.about': '规则：{name}',

  'rules.section.basics': '基础',
  'rules.section.tiles': '板块',
  'rules.section.tools': '工具',
  'rules.section.loot': '赃物',
  'rules.section.events': '事件卡',
  'rules.section.characters': '角色',

  'rules.goal.title': '目标',
  'rules.goal.1': '你们是由1到4名盗贼组成的团队，齐心协力。要么一起赢，要么一起输。',
  'rules.goal.2': '找到并打开大楼里的每一个保险箱，带走所有赃物，再通过顶层的楼梯逃脱到屋顶。',
  'rules.goal.3': '如果有人必须失去一个潜行token却已经没有了，你们立即输掉游戏。没有回合数限制。',

  'rules.turn.title': '你的回合',
  'rules.turn.1':
    '在你的回合中，你有4个行动。按任意顺序使用它们，然后按“结束回合”（E）。免费行动不消耗行动，即使没有剩余行动也可以执行。',
  'rules.turn.2':
    '注意：如果你结束回合时只使用了2个或更少的行动，你要抽取一张事件卡（持有邮票时为3个或更少）。本回合走回你已经站过的板块，不算使用了行动。',
  'rules.turn.3': '在你的行动和可能的事件之后，你所在楼层的守卫朝它的目的地移动。然后轮到下一名玩家。',
  'rules.turn.4': '在揭示新信息（板块、卡牌或掷骰结果）之前，你可以撤销最近的操作（U）。',

  'rules.actions.title': '行动',
  'rules.actions.1': '移动（1个行动）：走到一个相通的相邻板块。墙壁会挡住去路。进入未揭示板块时会将其揭示。',
  'rules.actions.2':
    '窥视（1个行动）：揭示一个相邻的未揭示板块，但不进入。使用右键单击、长按、P键或窥视模式。',
  'rules.actions.2.touch':
    '窥视（1个行动）：揭示一个相邻的未揭示板块，但不进入。长按该板块，或使用窥视模式。',
  'rules.actions.3': '黑客入侵（1个行动）：在电脑上储存一个黑客token，它可以消除一次对应类型的警报。',
  'rules.actions.4': '添加保险箱骰子（2个行动）和破解保险箱（1个行动）：见“保险箱与骰子”。',
  'rules.actions.5': '使用工具、与同一板块上的角色交易、拿起留在那里的卡牌：免费。',
  'rules.actions.6': '逃脱（1个行动）：所有保险箱都打开后，从顶层的楼梯逃到屋顶。',
  'rules.actions.7': '楼梯通往正上方的板块；“楼下”token让你可以再走下来。',

  'rules.stealth.title': '潜行',
  'rules.stealth.1':
    '每个角色都有几个潜行token（你名字旁边的眼睛）。当守卫走到你的板块，或你走到守卫的板块时，你失去1个。',
  'rules.stealth.2':
    '门厅和中庭让守卫能从更远处看到你；皇冠也是如此。洗手间或烟雾弹可以让你藏身：先消耗它们的潜行token，再消耗你的。',
  'rules.stealth.3':
    '潜行token为0时你仍在游戏中，但只要再被发现一次，所有人的盗窃就失败了。进行这样的移动前，版图会提醒你。',

  'rules.guards.title': '守卫与警报',
  'rules.guards.1':
    '每层有一名守卫。有人第一次踏上该楼层时，守卫出现。它的守卫骰子（在楼层角落）就是它的移动速度：每回合走的板块数。',
  'rules.guards.2':
    '没有警报时，守卫走向它的巡逻卡所指的板块，该板块以虚线方框和它的骰子标出。到达后，它抽取一张新的巡逻卡。巡逻牌堆用完时，它的移动速度提升。',
  'rules.guards.3':
    '警报（闪动的圆环）会吸引守卫：守卫改为前往最近的警报，并且它所在楼层每有一个警报，它每回合就多走1个板块。踏上警报所在的板块即可解除警报。',
  'rules.guards.4':
    '守卫总是走最短路径；如果有多条同样短的路径，就走最靠顺时针方向的那条。将鼠标悬停在守卫上或轻点守卫，可以查看它的路线。',
  'rules.guards.5':
    '警报板块（红色边框）在你触发时响起警报；阻碍板块（琥珀色边框）会挡住你或需要额外的行动。',

  'rules.safes.title': '保险箱与骰子',
  'rules.safes.1':
    '当保险箱同行同列（在同一层）的每个板块都被破解时，保险箱就会打开。这些板块上各有一个1到6的数字。',
  'rules.safes.2':
    '站在保险箱上，向它添加骰子（每个2个行动，最多6个），然后破解保险箱（1个行动）：投掷它的所有骰子。同行或同列中已揭示的板块，数字被掷出的就永久破解。',
  'rules.safes.3': '未揭示的板块无法破解，所以要先揭示该行和该列。骰子在两次尝试之间留在保险箱上。',
  'rules.safes.4': '打开保险箱的玩家获得一个工具和一张赃物卡，同时该楼层及以下楼层的守卫移动速度提升。',
  'rules.safes.5': '保险箱卡片显示仍需的数字、已破解的数字，以及本次投掷的概率。',

  'rules.events.title': '事件',
  'rules.events.1':
    '结束回合时如果只使用了2个或更少的行动，就要抽取一张事件卡。有些有帮助，大多数会带来麻烦：守卫移动、警报响起、角色被推来推去。',
  'rules.events.2': '如果现在结束会抽取事件，“结束回合”按钮会提示你。持续中的事件列在面板里。',

  'rules.keys.title': '操作方式',
  'rules.keys.mouse':
    '鼠标操作：点击高亮的板块移动，右键单击窥视，拖动平移，滚动滚轮缩放。将鼠标悬停在板块或守卫上可以了解更多。',
  'rules.keys.touch':
    '触屏操作：轻点高亮的板块移动，长按窥视，有风险的板块需轻点两次；单指拖动平移，双指捏合缩放。轻点板块或守卫可以了解更多。',
  'rules.keys.keyboard':
    '键盘操作：方向键选择板块，Enter 移动，P 窥视，E 结束回合，U 撤销，L 显示记录，R 打开本规则，? 列出所有按键。',

  'rules.tileExtra.safe': '它的同行同列中有要掷出的数字。见“保险箱与骰子”。',
  'rules.tileExtra.stairs': '正上方的板块会放上“楼下”token，让你可以走回来。',
  'rules.tileExtra.walkway': '揭示后就可以安全地走上去；你可以从这里掉落到下一层（1个行动）。',
  'rules.tileExtra.keypad': '同一回合内，第一次之后的每次尝试多掷一个骰子。',
  'rules.tileExtra.laser': '也可以用激光电脑上的黑客token来支付。',
  'rules.tileExtra.motion': '进入并在那里结束回合是安全的。',
  'rules.tileExtra.camera': '你站在一个摄像头上时，守卫走上另一个摄像头也会触发警报。',
  'rules.tileExtra.foyer': '墙壁会挡住守卫的视线。',
  'rules.tileExtra.deadbolt': '如果已经有人站在那里，只需通常的1个行动。',

  'rules.character.basic': '基础技能',
  'rules.character.advanced': '高级技能',

  'guide.title': '你的第一次盗窃',
  'guide.step.actions':
    '面板列出了你能做的事。版图上高亮的板块可以移动过去；角上带眼睛的紫色轮廓表示可以窥视。',
  'guide.step.guard':
    '红色人形是守卫。将鼠标悬停在它上面或轻点它，可以看到它接下来的路线；虚线方框是它的目的地。',
  'guide.step.end': '完成后，按“结束回合”。结束时若剩余2个或更多行动，就要抽取一张事件卡。',
  'guide.step.rules': '不确定？“规则”解释了每种板块、工具和卡牌。悬停或轻点一个板块，然后点“这有什么用？”。',
  'guide.next': '下一步',
  'guide.done': '知道了',
  'guide.skip': '跳过引导',
  'guide.progress': '{n}/{total}',
  'guide.reopen': '显示首次盗窃引导',
};
