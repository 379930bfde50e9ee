/**
 * The 12,000 most frequent English words, most frequent first: the background list that query analysis weighs terms
 * against (a word far down the list, or absent, is specific). Taken from the npm package popular-english-words 1.0.2
 * (ISC licence; frequencies counted over English Wikipedia), keeping only a-z words, in order. Core depends on
 * effect only, so the list ships as data here rather than as a dependency.
 */
// biome-ignore format: data
const WORDS =
  "the of in and to a is was on as for by that it with at he this from be an i not his are or which has but were " +
  "have also one page you no first they had made been who there their may should its after all nbsp she her new " +
  "other if discussion can would two more about such do when some time only into so during up then delete where " +
  "out than used most over link january march born september october july august please years december june april " +
  "th will any com what november being these people between we following many february him like them further " +
  "while see later name comments school part under just year edits well use debate since work three known before " +
  "www my both state style film now through because group including american user align city wikipedia same " +
  "however became could second appropriate world above team articles keep subsequent your closed right until " +
  "modify left against states talk number center don series list album included several family redirect season " +
  "very united found company sources area below here history me played how even per won added released does each " +
  "national did south place result make called music best those another think section note support based way " +
  "former game member early much still four north high war good back links located own government university " +
  "around end notable song military general title public named book published said image show day long deletion " +
  "information due local house main last within held original home us comment major life different died club " +
  "english began point small line single created band archive took get served town population source include " +
  "again case although received along international using without system members proposed station built age top " +
  "century set having british given church west building player president though village category women large " +
  "district few need preserved order children species service find overlap bgcolor archived take old times know " +
  "country death research according moved often final written media community third ve east off down john am " +
  "version five edit every son example party york form class near games subject go others among site content art " +
  "help father too project established side road works text director career various notability why men record " +
  "started background league play great deleted french award never enough county million development total reason " +
  "law thanks next days led might water college german political become seems rather late news head already " +
  "either little editor important role similar making came went white current london better worked issue say file " +
  "person free considered man story short live students once produced period least black something power present " +
  "business street river currently married production reported king lead six done education press really football " +
  "land term books users office program wrote described division television change involved event together " +
  "language position our want field common level army data working park fact pages professional possible founded " +
  "type going mentioned young court move less available must someone full joined consensus central template add " +
  "announced win video services lost taken put region air run points significant instead author recorded review " +
  "probably round open special official editors policy far actually social seen returned via design request " +
  "calculated board process html question records character originally start independent close wife opened " +
  "england look events elected release related listed continued addition evidence issues areas love date away " +
  "whether society itself radio reliable coverage island appeared himself popular problem across western " +
  "department council upon control appointed months able includes ratio previous come modern teams references " +
  "match track living appears course episode mother artist science featured provide things usually shows force " +
  "northern body songs developed sure players america space tv refer red report formed means nothing directed " +
  "daughter read almost search association australia give act material playing despite police minister removed " +
  "human nominated construction post provided india changed today race signed thus real none writing stage " +
  "southern coach personal professor study schools outside primary website debut throughout makes health " +
  "performed especially word groups features future designed etc view france size sold training organization yet " +
  "strong completed mdash championship clear multiple average anything ever studies light week username create " +
  "needs range cover eventually return reached action gave color changes canada forces countries japanese " +
  "interest museum magazine followed previously half always writer chief topic got brother generally awarded " +
  "thought committee rights hall individual seven images largest sometimes past election performance particular " +
  "stated collection block believe leading private likely big killed politician active en account union says jan " +
  "label specific william australian promoted idea additional films european indian james reference finished " +
  "placed perhaps rule whose europe lot merge soon fire simply competition standard afded edition let model " +
  "leader contains germany google mar replaced value night route low centre appear actor gold civil degree attack " +
  "female royal awards results front thing editing parts vote remained yes novel taking required summer sent " +
  "quality studio eastern prior uploaded ten rock dec problems china names middle car cases sports oct longer " +
  "terms try words singer agree dr officer quite seem tour bar aircraft network saw operations woman medical " +
  "david decided historical eight complete overlaps meet lower saying behind beginning location nov lake japan " +
  "bit vocals library didn true towards recent capital noted brought apr producer copyright senior fourth earlier " +
  "anyone limited mean management jun characters nomination allowed george industry access whole certain cannot " +
  "guitar particularly sep systems tournament arts festival attended chinese ship categories child base railway " +
  "cup online san green student successful campaign genus higher culture separate aug therefore technology " +
  "movement regular introduced money artists russian needed approximately mostly rest hours structure ground " +
  "canadian plays italian trying entire market status success matter sound practice claim numerous buildings " +
  "owned whom hand institute battle star winning uses legal commercial feb associated spanish notice mark native " +
  "unit represented families decision units doing border companies web lack met hit covered famous net manager " +
  "overall staff response month initially looking natural accounts feel shown feature themselves hospital minor " +
  "attempt blue running property clearly length traditional medal leave call experience bridge test else thomas " +
  "movie spent journal bank opinion pagename jul row california scope sea regional foundation majority runs " +
  "annual care rowspan takes food robert paris energy bad musical federal lived asked recording speedy mr " +
  "recently deal meaning foreign intended selected finally executive presented goal lt kind retired nature sense " +
  "wiki stop conference ended mention lines supported starting index adding opening africa raised studied comes " +
  "claims understand directly appearance defeated blocked resolves master entry tracks square plan fails wide " +
  "room sun coast places scores turn launched weeks peak except governor economic contract kingdom hill looks " +
  "grand captain fair fine michael key preceding loss global php seat winner older wrong assistant hard becoming " +
  "paul activities ran remains highest scored theory religious friend till matches minutes claimed cultural " +
  "caused newspaper trade secondary thank candidate unless oppose academic brown complex subsequently allow plant " +
  "larger actress meeting provides washington completely write historic stories charles gives effect channel fall " +
  "passed cause programs serving colspan goals pass ip referred failed useful reasons theatre god operated admin " +
  "entered leaving competed numbers languages security friends tried chairman attention command notes sister " +
  "reviews ed rules wanted details parties municipality continue couple paper code christian suggest purpose " +
  "computer mainly creation mary shot gets format exist province relationship husband relevant nearly al mountain " +
  "financial nom variety highly regarding knowledge basis fellow solid academy kept smith maybe operation silver " +
  "et mission parents score valley cd focus projects male peter latter necessary albums formerly secretary " +
  "african votes reading nine youth engineering forms map seasons victory sir individuals dead told goes believed " +
  "increased software z function engine edited champion remaining table earth renamed amount expanded consider " +
  "otherwise job lives lists fight volume ireland serve correct zealand getting products direct helped composed " +
  "le cities simple face cast moving rate figure accepted inside forced train increase voice rank immediately " +
  "https turned htm statement difficult bill declined beyond questions hope picture commission ancient info cited " +
  "poor miles judge stone ships italy consists remove earned target van graduated stations ago pp featuring cross " +
  "henry possibly displayed mm census digital primarily stars mind navy product heart surface los box chart " +
  "offered acquired catholic criteria creating proded specifically concept positive potential encyclopedia tell " +
  "address alone check responsible sites certainly pretty discovered giving dance elements branch era technical " +
  "prime contributions existing host temple houses literature administration situation carried width prize speed " +
  "coming broadcast nor roman influence richard sentence letter suggested domain cut el hold administrative " +
  "examples upper ask cost actual ones commander reporting acting conditions russia ability additions marriage " +
  "scientific extended owner internet nearby bay prominent basic becomes bass republic follows justice reports " +
  "parliament approach founder quickly greek airport cfded dedicated dispute lies answer widely plans direction " +
  "income commonly mount singles soviet linked irish typically initial highway basketball contemporary jewish " +
  "constructed girl mayor settlement managed spring context smaller scene critical issued types unknown troops " +
  "episodes tag mass photo bishop hotel piano sign argument fifth parent everything description improve politics " +
  "avoid produce dark flight ga heavy analysis publication physical participated external daily titles usa mexico " +
  "oil twice engineer follow officially meets levels lord greater discuss teacher transferred importance merged " +
  "queen entirely activity fully involving bring junior vol efforts reach faith officers girls dutch shortly solo " +
  "composer root establish nation leaves chicago agreed remain soldiers castle males serves appearances display " +
  "rural applied publishing method easily marked standards everyone hosted copy fefefe territory britain " +
  "equipment gallery normal prince piece conflict forest effort worth texas effects split camp actions interested " +
  "estate treatment build hits regiment sort draft workers baseball resources campus alongside port der attacks " +
  "policies fixed residents firm crew drama compared authority females painting parish concerns protection " +
  "agreement assembly join largely poland grew spain count copies tower poet roles meant nominator hour arrived " +
  "distance travel die providing unique double exactly elections capacity creek wall guidelines organizations " +
  "winter store brothers conducted championships alternative expected forward tree resolution impact sections " +
  "birth publications paid recognized exists martin islands divided confirmed interview titled ways organized " +
  "operating continues serious congress views drive growth message combined versions leaders pay charge mixed " +
  "deputy es accept environment trial share offer educational carolina assigned posted defined joseph planned " +
  "revealed latin apparently identified housing understanding summary des leadership principal bottom offers " +
  "clubs ice indeed urban advanced heard headquarters destroyed covers communities purchased interesting laws " +
  "peace flag journalist sales learning gained facilities allows wing existence footballer supporting boy floor " +
  "missing damage contact height ordered presence mon defense teaching relations farm tells occurred accused " +
  "difference ad sat prison adopted linear exhibition felt passing respectively buried sons begins iii behavior " +
  "feet stay representative receive platform boys figures starring lee wales memorial weak bc showing honor grade " +
  "affairs democratic captured transport fort taught declared break choice avenue materials lady scotland " +
  "documentary morning distribution prevent unable granted polish weight concerning traffic concert relatively " +
  "stand letters median proper opposed asia industrial discussed draw windows empire guide growing attempts theme " +
  "connected connection reviewed percent marine positions critics saint promotion ministry formation israel " +
  "fighting angeles blood inspired develop sport slightly opera models township refers definition alt inclusion " +
  "opposition musician translation households younger portion cars doctor estimated ca sorry nations resulted " +
  "contain religion wasn situated spread surrounding origin ideas improved metal del gas fields frequently bus " +
  "reduced statistics visit deep painter trust defeat ball easy explain sides lyrics resulting neutral oldest " +
  "faculty architecture champions pressure emperor bbc expansion plants obtained valid scale chosen revert plus " +
  "wood extensive chance dates returning murder obvious passes memory machine wed drums save require jones " +
  "purposes topics inc exchange rose holds naval fish rationale ranked myself happy neither ban pop brand guest " +
  "wouldn seats introduction surname safety stadium planning beach gun crime kitt facility georgia fa jack ok " +
  "squadron reserve risk animals approved fell scottish classes winners thu performances republican showed begin " +
  "proposal anyway warning suffered apply arms vice poetry virginia villages agency electric joint navbox " +
  "happened literary allowing edward corps logo tue audience ends bronze mile newly containing application falls " +
  "medicine florida methods races false properties tools wars performing du solution succeeded object losing " +
  "comedy price brief fans reverted pacific entertainment architect acts entitled unlike historian battalion " +
  "citations broken limit grant fiction contribution creator ref finish orchestra permanent cell rename caught " +
  "negative yellow johnson designated achieved task ultimately pieces hands items represent rare founding regions " +
  "sourced propose authorities setting haven tradition effective attempted officials partner templates secret " +
  "billion calling option shared aired extremely sufficient promote finding garden translated jr chapter writers " +
  "pov swedish von keeping arrested contributed sounds sets personnel respect restored tom bought jazz agent fri " +
  "detail onto wins generation perform trains oxford equivalent subjects pilot gone williams worldwide candidates " +
  "horse senate core supply replace socorro vandalism hot representing instance discussions readers towns olympic " +
  "economy determined survey aren di obviously concern derived settled holding institutions corporation focused " +
  "racing challenge philosophy advance tax license converted registered seeing incident bot changing sixth stands " +
  "freedom identity golden theater maximum somewhat plot boston finds talking step disease visited berlin " +
  "mentions environmental grounds investigation fleet infantry programme requires sciences ending combat " +
  "programming rise mine generate toward vs citizens asking condition miss classical classic wants maps " +
  "requirements weapons remember locations animal interior frank fr moment graduate trees whatever internal shape " +
  "suggests herself straight sex occurs closely scott refused receiving cells scoring districts string " +
  "communication household edge calls transfer indicate hockey voted yards visual commissioned powerful screen " +
  "municipal fought cat chair significantly minute learn card incorporated guard commons aged protect rating " +
  "northwest rich looked stating standing thousands failure publisher eye fashion papers independence pdf driver " +
  "strongly closing advice recognition kill authors rugby louis vehicle lawyer describes broke bands qualified " +
  "zone arguments killing hook heritage southeast corner expressed sexual elizabeth powers wish speech determine " +
  "violation developing pennsylvania abandoned railroad iron employed gov stuff retirement phase dropped " +
  "francisco ahead educated starts offices funding aid doubt squad documents ru watch values structures apart " +
  "flying cancer functions ff mrs contained eyes intelligence heavily typical launch concerned korean armed storm " +
  "greatest adult hlist guy lieutenant entrance supreme enter credit enemy centuries carry protected rome spot " +
  "vehicles steel occur extra fictional administrator persons experienced alexander criminal selection invited " +
  "increasing equal attacked aware pair injury thinking outstanding decades rfc fame causes convention requested " +
  "beat mobile birds domestic dvd hi northeast successfully hong pictures explained statements brigade engaged " +
  "collected supposed leads welcome applications biography consisted musicians joe ring brazil criticism factory " +
  "walls und influenced ltd occupied guess covering causing korea kong additionally establishment reality op " +
  "error edu elementary huge escape super drug sydney ep boat deleting institution seconds glass gain banned " +
  "formal spirit objects mix opportunity pattern paintings participate citation collaboration streets manner " +
  "submitted scheduled toc organisation controversial reader briefly nice skills passenger heat comic progress " +
  "sell express asian fan interests wild speak facts default extension patients fund opposite maintained orders " +
  "mp humans cambridge composition temperature affected agricultural sector turns anniversary rail maintain roads " +
  "scholar describe hundred usage southwest weekly sunday assume adapted mike ifeq pm forum contest personally " +
  "duke stock ma wilson blog substantial violence un colonel reduce advertising redirects resigned distinguished " +
  "detailed regarded newspapers cemetery scenes associate labor elsewhere removing employees hence producing " +
  "rejected shift suspected refs svg ch regularly sale flow charts benefit twelve tags switch churches foot " +
  "residence andrew print expert sample wind consisting fairly installed palace trusted shouldn climate jews " +
  "labour reaching funds creative tropical normally ceremony daniel crown pakistan liberal cold broad happen " +
  "aspects novels frame assistance jackson oh singing maria combination christmas distinct consecutive americans " +
  "mountains rear device nuclear cricket inhabitants taylor courses da ready sought michigan argued distributed " +
  "neighborhood voting represents yard dog speaking lands promotional em fit script blocks bodies les sentences " +
  "merging ocean proved conservative chose actors laid ensure chris observed motion representatives drawn mill " +
  "teachers document updated homes visible columbia notably joining imperial automatically survived fast premier " +
  "assumed victoria thorough trained finishing scholars truth tool fix reasonable decade techniques returns ohio " +
  "universities holy matters depending ethnic door guns cm session chapel legend sweden hundreds signal defence " +
  "li middot faced constitution definitely weather properly prove releases credited wikis learned attached " +
  "artillery self reviewer measure entries sr merely shop biggest premiered backing accident medieval " +
  "communications owners electronic path tagged roof significance hired expand zero ceo baby relative resistance " +
  "compete choose density bringing stopped jersey helps adjacent bytes provincial controlled cite audio " +
  "netherlands chemical tries existed explanation physics membership moon article conduct injured temporary fuel " +
  "phrase identify investment strength loan studios stub indicates quick earliest encyclopedic infobox listing " +
  "mexican senator directors column concluded restaurant regardless window archives santa selling committed " +
  "operate permission stores partnership junction pick whilst referring metres poems ward paragraph collections " +
  "perfect painted ruled files differences br steve decide designer suitable submission scheme maintenance " +
  "honorary chain arthur jim toronto presidential continuing monitoring banks davis besides attorney disc " +
  "controversy contested appeal priest roughly quarter transportation alliance helping er mi chamber evening " +
  "amateur productions monitored revolution strike flowers praised exact admins capture passengers norwegian " +
  "whereas businesses confederate unsourced contrast blp movies broadcasting youtube participants claiming " +
  "driving random degrees vocal soccer depth responsibility finals operates marketing excellent unfortunately " +
  "improvement duty engines factor yourself meanwhile costs grow demand bell bird charges designs seventh " +
  "suggestions helpful photos coi gray assessed participation minimum element miller dictionary illegal turkish " +
  "factors raise goods recordings businessman sequence critic beautiful agriculture routes budget essay colour " +
  "brain addressed videos mode anderson mathematics residential considering measures abuse purchase grey " +
  "processes supports discovery stages unusual lemmon admitted reform reaction accurate ongoing quote photography " +
  "prepared suggestion bob removal offensive licensed testing regards portuguese advantage pointed fox charged " +
  "flat wikiproject camera competitions muslim rs exception poem wait colonial threat counties knew guitarist " +
  "clean hills send safe victims constituency struck crossing lewis shooting afterwards artistic iran journey " +
  "practices trip uncle finance storage pro severe attend corporate atlantic opinions rooms appearing favor " +
  "portrait formally willing na branches essentially separated heads unlikely qualify circuit soldier activist " +
  "trail pr twenty israeli genre popularity dating francis similarly filed debuted delivered input planet " +
  "replacement ownership expression carrying drawing extreme occasionally daughters whitelisted universe " +
  "philadelphia treated phone damaged au se modified expect usual achieve update devices venue alleged retained " +
  "tend economics editorial downtown narrow replacing basically dry reputation constant massive strategy tennis " +
  "magic printed gender emergency accompanied regulations reign indicated fighter jesus arranged skin stood " +
  "circle wounded mining technique deaths lane rr register indigenous capable incumbent influential impossible " +
  "acceptable involvement harry prose starred stephen dated simon vision ben dream filled plane illinois speaker " +
  "folk dean hair bachelor missed headed instruments listclass couldn rivers landing ph portal tony classified " +
  "gay franchise suspect seriously ny cycle ambassador leg putting iv sri repeated profile closer fail easier " +
  "output bear communist divisions sam effectively fm drop visiting offering orange tone extent furthermore " +
  "mental slow childhood coastal visitors sourcing hosts pool span courts flows waters belong spacewatch meters " +
  "medals gene possibility underground nominations ian monument happens parallel aside item buy contribute " +
  "successor credits cinema disagree compilation mouth soul shall turkey nfl federation imply duties noticed " +
  "manufacturing referenced png database guideline sock thousand cabinet conservation confused somewhere greatly " +
  "knows trouble dam uncredited interpretation clerk relation principles ranking blogspot walk protein volumes " +
  "perspective portrayed danish circumstances dc sky drew legislation lots moscow criticized studying rescue " +
  "losses mainstream proof websites scientists familiar coal seek considerable warring commentary max requests " +
  "assessment log princess recommended principle attributed tests saturday tied spoken components amongst " +
  "philippines classification repeatedly khan motor conclusion tall experiences egypt norway swiss cards wings " +
  "latest adults walker legislative expedition tank necessarily bold approval empty symbol belongs fired " +
  "consistent arrival brian insurance comprehensive kg switzerland moves behaviour entering stayed turning blues " +
  "pa merchant commissioner soundtrack singapore alternate statue steps landscape brick editions defeating " +
  "widespread canal generated wooden formula anne applicable comics boundary graduating peaked filmed walter asp " +
  "extinct posts metropolitan scientist upload ft apparent islamic colors medium achievement eu celebrated " +
  "suicide fly personality wave qualifying melbourne scholarship eleven writes surviving ng aviation appointment " +
  "arm absolutely hidden reply affiliated photographs brazilian competing vietnam il relief dan absence " +
  "restoration crisis czech partners threatened holder allen sole fear massachusetts hello decline satellite " +
  "organ universal decisions aaa rates email jobs executed lose cousin immediate versus forming commented " +
  "photographer instrumental golf seeking affect stream breaking acted identical parliamentary deproded honour " +
  "historically fishing eliminated resident salt architectural discussing fun sisters citing bangladesh " +
  "initiative olympics encouraged viewed tribe concrete racial inner interviews wrestling renaming artwork " +
  "markets reads adam feed songwriter assist panel greece remix ali non anywhere charity hero describing descent " +
  "hear movements prisoners balance waiting applies christ snow signs texts soil wine evolution occupation " +
  "experimental annually sculpture anna increasingly colony surrounded attempting click voters regard borders gng " +
  "knight wikimedia denied terminal cathedral elevation produces ontario grown anthony thread desire reflect " +
  "stable networks researchers marks illustrated minority employment moore nobody feeling patrick disruptive gt " +
  "pure relating options completion shore withdrawn practical rarely vessels styles argue supporters signing " +
  "intersection clark producers select plain invasion peer themes kim behalf defensive fruit comparison howard " +
  "bull jane kings arab sees partly albert electoral waste ages occasions establishing vast frequency " +
  "nevertheless friendly belief beauty secure representation essential vessel dealing battery rising soft austria " +
  "magazines treaty ford laboratory gordon valuable posting integrated cape agencies accessible duo shares " +
  "distinction gate passage singh schedule telling talent improving demonstrated assuming hungarian seemed " +
  "closure promoting summit margaret volunteer territories youngest athletes welsh surgery infrastructure jean " +
  "ray chemistry industries sarah centers literally donated begun patient correctly adaptation hearing mid diffs " +
  "crash encourage managing demolished prefer component convinced electrical attracted aspx eighth plenty pioneer " +
  "spiritual volunteers evil clearer intention alive hollywood periods rounds cable picked preferred benefits " +
  "responded obtain operator segment meetings shell characteristics spend totally worst publicly sockpuppets " +
  "horses gardens birthday strange relationships trading strategic wider steam argentina lasted merger animated " +
  "partially recipient coalition reporter orphaned frequent defending aim ruling allied diameter agents inquiry " +
  "belgium customers improvements hamilton wonder implemented handle operational roots automatic weekend premiere " +
  "rapid clinical ann parks failing facing asks contributing fresh wedding eric spelling sessions parameter " +
  "checked requirement grandfather superior governments amendment suggesting protest contents rain wearing guilty " +
  "adds merit ride percentage erected rapidly resolve equipped channels austrian ranks corresponding exercise " +
  "retrieved missions bible opportunities origins alex pain limits manual survive keyboards populations " +
  "processing exclusively concerts gang athletic opponents ms rev abroad giant hasn sponsored injuries suspended " +
  "rival theories reveals solar violin revised struggle swimming crowd spaces falling instrument rated cavalry " +
  "ryan puerto resolved suffering url journals spending objective hoax ridge sentenced manufacturer philip " +
  "solutions restore spoke kids involves arena internationally saved arrest traditionally explains resource " +
  "borough focuses suit charter dangerous ce enforcement potentially afc lay psychology implementation drugs " +
  "thereafter alan mounted contributor decides demonstrate pope dyk variant tunnel technologies searching " +
  "messages aimed bowl bias mechanical gradually procedure arrangement iraq ac harris jury server locally outer " +
  "rice fc odd transition col colleges favorite manchester checkuser engineers masters queensland physician " +
  "billboard judges bound cancelled photograph bond revenue believes traveled trivial competitive driven " +
  "instructions convicted wear monastery participating denmark choir dynasty publishers frederick kansas patterns " +
  "platforms samuel retail bomb colorado legislature kelly ukraine commanded parameters bibliography remainder " +
  "attending errors devoted douglas mistake rebuilt historians shopping roll aspect appreciate cooperation hole " +
  "drummer feedback cool tokyo arbcom walking revision funded phd supplies respond organised confusion " +
  "settlements cash occasion percussion legs crimes reportedly bonus layer download continuous respective mixing " +
  "farmers harvard si tail dna assault fill defend arabic maryland longest ill lifetime nick eligible prod " +
  "conflicts unclear indiana signature sa talks thompson exposed tourism doubles patrol quoted tie destruction " +
  "civilian athlete sum apartment drivers advocate documented dj oregon boundaries poster twin inappropriate " +
  "departure padding characterized dave diverse warned tim extensively acoustic forests favour partial tribute " +
  "monthly fantasy indication tenure victim plate eldest essays enjoyed legitimate experts connecting boats " +
  "valign completing jordan belonging ceased speakers electricity ne subdivision cheers lie citizen touring " +
  "subsidiary unnecessary manage seed incorrect acid abc columns minnesota assets irrelevant restricted bush " +
  "throne finnish initiated kevin worse copyrighted conductor connections identification lakes biological bed " +
  "perfectly specialized pursue sugar indonesia relocated toured sitting ross disputes isolated ordinary overseas " +
  "constitutional guidance narrative voiced mail answers filming commerce friday sweet caption informed reverts " +
  "dublin arizona ba locality emerged lawrence margin jump solely viewers coaches las recovered grammar mechanism " +
  "touch lincoln recognised riding poorly suburb writings juan adams battles explicitly rocks depends lacking " +
  "okay heading understood collective regime concepts placing inaugural festivals strip portugal compiled mall " +
  "provinces broadway politicians conversion admiral cave transmission somebody load grows quotes verifiable " +
  "belonged apple bureau trump advisory button assisted bruce outcome antonio emphasis te bears holiday basin " +
  "afds inherited islam administrators engage weapon nickname spam dismissed cc metro raw substitute presents " +
  "municipalities presumably ninth mills anonymous unsuccessful define characteristic clothing inducted certified " +
  "cleanup ukrainian bright situations traditions deemed hunter houston restrictions christopher clan gap naming " +
  "reception publish cook morgan sand penalty originated recreation facebook presentation navigation elder " +
  "peoples pc baker possession cargo revolutionary crystal angle designation honors jurisdiction drafted terminus " +
  "habitat fundamental linking russell flower animation truly ensemble coaching tons patent pink grace experiment " +
  "linkwatcher logic dominated exhibited expensive earl illness creates interaction victor thin ips increases " +
  "allies indicating ties ncaa novelist matt connect suppose opponent delivery moral campbell tribes robinson " +
  "worthy npov manufactured innings trials grades edinburgh germans violations wright roger vary doors exclusive " +
  "orthodox nonsense reaches missouri independently earning resort hunt recommend settlers hardly namely " +
  "conversation alice allegations atlanta belgian machines hunting remote pictured wisconsin kentucky legacy " +
  "vienna redundant departments feels permitted biology rio tamil blank difficulty wheel noting matthew venture " +
  "traded sang virtual crossed marry repair nelson desert chorus meat thoughts nazi raising amounts arguing " +
  "detroit egyptian fn diocese dfffdf deployed tours brings violent diego exposure tennessee vertical actively " +
  "angel libraries embassy trophy serial poll withdrew hell accessed lowest jos reduction challenges commune " +
  "intent simultaneously depicted clock lp springs wikipedians inspiration organisations stewart faster fifteen " +
  "housed finland vanity adventure tech chess conventional tables extend funeral voices suddenly copyvio slowly " +
  "carrier carter lap sing attendance archaeological powered ideal consideration keeps tr carl truck destroy " +
  "dramatic fl ticket wealthy stress treat sung ottoman receives watching awareness commonwealth tested ani trio " +
  "blocking knowing campaigns imagine taiwan immigrants guests hungary marie im microsoft intellectual push " +
  "sacred feelings catch saints coibot fled mac uniform shorter journalism alumni computers acres donald reverse " +
  "elite measured framework enterprise depression serbian romanian teach vocalist tasks specialist variations " +
  "faces copied carbon equally prices preparation ministers eat accusations reducing bid marshall verify " +
  "variation murdered printing fitted romantic protests warrant murray malaysia entity leagues contrary " +
  "mathematical kent andy recovery alabama indians challenged sharp affair eggs dogs grave excellence acquisition " +
  "recognize thesis addresses secured dialogue wildlife wealth shut louisiana shield disputed lacks ie noble vi " +
  "mississippi exit preserve harm sufficiently surprised moreover exhibitions sh oklahoma seal kennedy bridges " +
  "influences carries tournaments celebration baron banner visits pl radical athletics expanding jeff gift " +
  "pianist temporarily specified dancing dozen tourist turner outdoor dragon ranging genetic eds atmosphere " +
  "lights beating prix revival dealt sequel rifle iowa veteran horror impression dollars surprise jason sharing " +
  "inch archbishop custom invented withdraw tier pairs attitude worker foster democracy evolved consumer ruler " +
  "somehow approaches displays temperatures austin math graphics focusing mines anime nearest contributors thick " +
  "knights montreal innovation predecessor dies travelled diplomatic pole symphony virtually counts arriving " +
  "graham cap coordinates pitch outbreak morris autumn diseases employee jimmy targets dominant threats " +
  "manuscript billy harbor kinds installation oak graphic iranian evans supplied sailed distinctive exhibit " +
  "ignored maintaining guards norman yeah fighters reverting rabbi miami concentration pulled collect " +
  "collaborated relegated submarine redirected silent fewer unused coffee coins farmer manor warfare enemies " +
  "complaint flights aka playoffs progressive shops confirm quebec stick delhi reasoning debt justify nhl burned " +
  "realize amp interface assertion hardware negotiations efefef execution graduation resignation dancer fred " +
  "sleep arrangements descendants charlie satisfy cattle seattle boards defended instruction phenomenon ram " +
  "socialist enrolled perceived experiments peninsula conspiracy os difficulties grandson aboard landed worship " +
  "aims opens symptoms thailand afghanistan fee jerusalem samples travels demands proceedings ski woods leaf " +
  "verse warren rfa intermediate thirty coat loop costa attacking clay freely handled chapters disney ar venues " +
  "ss restaurants emotional workshop tea stops neck muslims widow monitor ghost bases transit milk forth winds " +
  "thinks blind collapse gary consist scholarly roy ranges timber submit guardian examination solve boss guitars " +
  "switched verified beliefs lecturer nigeria romania parker decorated locomotives sculptor hurricane realized " +
  "anchor mitchell makeup convert paint compare arbitration wang lab welfare ex tanks journalists responses " +
  "requiring controls rhythm crosses breaks guys poverty friendship disaster ferry undergraduate luck hebrew " +
  "hosting explaining advisor comprises nephew alcohol desk permanently liverpool barbara complicated geography " +
  "wording slaves cultures surely throw procedures professionals owns warriors mystery variable fellowship earn " +
  "compositions upcoming regulation diamond criterion ra collins shoot roster opposing virgin stanley abbey " +
  "warnings populated johnny noise disbanded observation ballet baltimore comparable playoff shadow involve dual " +
  "layout connects bio parking shipping technically cutting approached backed renowned amazon performer " +
  "blacklisted plastic singers harrison drum accuracy danger rico proposals robot alfred retain escaped deals " +
  "beer seeds socks achievements div unrelated muhammad developer stones ratings coached societies enters " +
  "portions mw programmes constantly sporting extending nba locomotive diversity structural northwestern monday " +
  "sending touchdown franklin directory proven congregation architects mirror pushed airline tale jonathan carlos " +
  "prestigious enjoy gen discontinued nicholas traveling corruption spots clients tip manga rough farming " +
  "documentation comedian problematic kilometers continental dissolved pointing hospitals wolf confusing drink " +
  "sultan copper spell searches virus badly thereby registration companion pupils absolute numbered fallen stubs " +
  "handling thirteen belt telephone christianity efficient vcard detective founders generations client millions " +
  "disambiguation slave catherine dynamic robin das drinking elevated tiny camps madrid reviewing arrives stored " +
  "ultimate cooper commenced preliminary ignore catalogue lying instances calendar orleans dreams fran smooth " +
  "extends resumed philosopher signals closest liberty repeat prototype package dress abolished colleagues villa " +
  "arrive sword taxes buses breeding defining burning remembered mainland tales benjamin siege sc stronger " +
  "cleveland therapy blogs bearing rocket flew allegedly tenth utah adr southeastern consultant fastest reflected " +
  "discover investigate hindu payment lodge jail pronounced stem organic gathered delayed nowrap hull bars funny " +
  "ko immigration rolling routine prepare announcement afternoon certificate footage gr harbour liquid emerging " +
  "persian engagement departed oldid worn paste christians literacy compound biographical warm predominantly " +
  "minimal doctors manufacturers md incidents proteins craft assists governing deck carefully mere chase flood " +
  "appreciated retiring praise recall indoor theatrical chile artificial den findings lighting wells radar parade " +
  "clarify reveal bone sustained researcher charlotte nominee eagle ha roberts bigger observations helen " +
  "destination generic pub hate summaries pilots intervention butler equation heaven tomb cardinal evaluation " +
  "dependent uploader hip imprisoned territorial succession cfcfff rebellion integration wishes susan " +
  "administered teeth occasional sit affiliate kills disruption absent sysop judicial bots incomplete fringe " +
  "separately associations molecular preservation cdp theology triple instructor impressive cites customer " +
  "developments sandbox cotton tape barry deeply towers joke consumption prayer enable ka assignment cbs enabled " +
  "connecticut waves bishops endemic jp forever afraid gates cleaned rocky lectures consequently casualties cult " +
  "implies cuba jacob armenian veterans hoping southwestern buffalo substance followers altitude sockpuppet cloud " +
  "interpreted strict grants dot richmond sergeant lang complaints developers kitchen hawaii northeastern " +
  "inspector neighboring contracts gaining efficiency promise gulf encountered mosque shaped abilities vfd " +
  "judgment recalled tributary survival doctorate mansion symbols nominate colours var altered theoretical " +
  "revenge moderate adminname maritime fontsize platinum rapper banking purely fate hide dying pushing sp nasa " +
  "heroes shots sight psychological purple qualification orientation missionary portland strictly min conferences " +
  "wake functional sixteen inscription collapsed strings duration consistently reconstruction commanding phil " +
  "lion hopefully ab compromise headquartered educator buddhist obscure pale drawings martial ah inline taste " +
  "manages wayne celebrity presenter intense romance circulation killer oral reservoir accordance baptist " +
  "commitment forcing saving caribbean feat honored interim lanka rollbacker freight targeted careful stroke " +
  "provisions synonym naturally consequences desired speaks variants sailing est optional prevented nominating " +
  "exile museums circular barely browser lessons residing segments recruited argues landmark profit underlying " +
  "mixture rebels geographical ffffff fourteen footnotes authorized bunch auto abstract filter module colonies " +
  "axis birmingham reliability railways counter dozens overview smart tube amsterdam severely adventures handed " +
  "lat encounter presidency honours app fortune missile notion hitler paying celebrate diplomat horn customs " +
  "vector cole agrees obama deceased defunct cricketer nationally citizenship broadcasts checking aggregate " +
  "dallas monster ruins relatives conducting centres ken interactions cats boxing acknowledged flash performers " +
  "civic confidence karl glasgow delay profession victorian fork kid competitors mlb grass accommodate stretch " +
  "serbia insufficient murphy pitcher disappeared witness orbit admit illustrate servant grove bulgarian cartoon " +
  "statistical conjunction travelling fifty implement jerry passion trustees privately argentine nl striking tf " +
  "beneath settings pittsburgh maintains jay biased luke promised cuts likewise rider supplement discovers " +
  "edwards ap helicopter construct dennis survivors oliver assumption geographic reserves lecture advised voyage " +
  "retreat declaration favourite header victories firing refuses attribution formations comprising releasing " +
  "forget impressed raid distinguish unreliable alpha automated nationwide fake whenever advertisement keith " +
  "milan oxygen mediterranean propaganda gods inches brooklyn depot vancouver innovative investigations tfded " +
  "currency varies divorced nicknamed specimens portraits curriculum aa riders nursing crops keyboard icon lover " +
  "moments screenplay autobiography sensitive quartet delta arkansas binding skill prisoner mutual cu provision " +
  "chancellor stolen boxes entrepreneur exterior codes sheriff explore farms illustration particles gear unfree " +
  "surrender spelled extraordinary lawsuit audiences introduce civilians clinton electronics accomplished " +
  "sanctions vincent anybody larry respected drove rebel matrix bernard happening estates nbc beaten distant diet " +
  "grid rob needing strikes burial suspension excessive anthology exploration hometown suite soap heir divorce " +
  "fortress bills busy beijing preference legendary thrown directions plates accidentally lesser honest labels " +
  "mess ports reforms eating syria miscellaneous activists gaming nationality licensing spectrum nova nn " +
  "gathering broader hat globe plaza stale composers operators hopes phoenix wire laura rush varied alaska pride " +
  "decrease radiation renewed considers brands magnetic watched deliver playwright attract militia rogers tribal " +
  "warner upset imposed speculation pull thai ladies sandy unanimous refugees aggressive legally collecting " +
  "interactive craig terry useless depicting explosion dubbed agenda trend hamlet volleyball nurse mainspace " +
  "colombia streams expertise semifinals girlfriend horizontal misleading highlight rewrite aids accordingly xi " +
  "crashed presenting stationed nights settle garrison wheels rally meter stability philosophical estimate imo " +
  "quantum mars exceptions dialect terrorist doctrine endorsed pierre puts loved marking memories superintendent " +
  "separation adequate probability heights precedent translations coin enlisted illustrations supporter divine ps " +
  "dimensions poets listen neighbouring underwent punishment sometime genes discusses discrimination notoc " +
  "paragraphs export transformation householder infection pitched array nationalist depicts runner attraction " +
  "sustainable patron interviewed circa furniture philippine constitute synthesis precisely kick discipline " +
  "guinea watson migration pit translator devil keys differ circles sheet mentioning harold reviewers gospel pt " +
  "everybody hammer occurring hudson precise dawn threw saudi alien vital insert considerably lloyd succeed hans " +
  "reflects reserved eve mason liu healthy lasting nm pursued arch transformed burns rendered investors permit " +
  "args measuring peru herbert fault jet shifted upgraded healthcare wet hugh gauge mit wrestler associates " +
  "steven cleared varying bombing demanded identifying nonetheless hoped committees protocol workshops bin " +
  "consequence croatian reactions shelter eventual florence dinner pan fat anymore pastor floors dick democrats " +
  "lift standings gross subfamily wondering hey wise armies seemingly engaging remarkable elaborate prof firms " +
  "mature tiger siblings unity logical bones bulk tissue collector aerial ret iso interchange pregnant raymond " +
  "vague estimates onwards stuart vinyl pursuit bits yorkshire pending configuration centered layers shah outlets " +
  "catalog priority questionable boulevard angry formats azerbaijan indonesian believing joins quot licence " +
  "hampshire ron managers inhabited sits palestinian counted hurt supposedly caps bce concentrated ought finalist " +
  "surgeon protagonist pine proximity bassist algorithm descriptions applying crop mistakes unencyclopedic " +
  "politically recurring disabled viewing mad namespace reasonably hybrid cia strategies fac staged imdb panels " +
  "twentieth privacy likes shock ni adelaide pd protestant diploma scout inn silly lock wanting coup perry lisa " +
  "autonomous practiced petition pack sullivan manhattan munich jo leo patrolling environments clothes " +
  "substantially accounting wore questioned mysterious yale joy suburbs protecting authored sick mouse ethics " +
  "seized answered edges relay requesting collaborative utility angels burn pedro prohibited screenwriter " +
  "proportion pace twitter res directing preparing hub priests tigers epic carved varieties loose pounds han " +
  "breed mph integral rely palm explicit advocacy phillips mathematician updates airing vietnamese coordinator " +
  "ordained cent thinsp aftermath harvey insects ccffcc avoided convince consent decent rainfall shakespeare " +
  "entities temples curve lengthy highways bench prompted ancestry luis trinity mo quarterback jpgfile " +
  "biographies cr grain rid punk pond fees kenya acceptance yang barcelona newer renaissance liked learns " +
  "addressing reed arc measurement lifestyle hughes slight acclaimed crazy rangers explorer sheep arbitrary fluid " +
  "ted gregory draws performs topped maine objections rick hotels grandmother genera shallow lions feminist " +
  "gameplay rape beam clarke warrior nato fraud compensation holland athens lawyers demo drives greg computing " +
  "neil kilometres midnight stake goddess introducing pakistani jefferson sec holes loves fights indefinitely " +
  "gilbert everyday inventor manuscripts admission hop bristol capabilities congressional ibn liberation " +
  "corrected venezuela reportscoibot larvae alias ti physically proceed quiet fed governed nose vicinity stanford " +
  "adoption jon cn highlighted filmmaker trips compounds foundations ralph ge publicity giants manufacture " +
  "objection humanity hitting appeals offense chen arnold tends rivals genres investigated preventing disk ai " +
  "danny pound sub airlines rises excess lit remarks nineteenth differently bobby scandal sequences detected prey " +
  "earthquake demonstration democrat pen mechanisms eliminate decree graph exhibits ammunition derby factual " +
  "forgotten sk nh canvas acquire kiss enzyme diesel venice proceeded finale tactics monuments deliberately pipe " +
  "ruth crucial csd palomar sur chambers surfaces inland forty informal terrorism defines prevention communicate " +
  "weren hp snake deposits wallace tourists rounded runway aunt scattered acclaim egg compact sean tune violated " +
  "throwing enhanced foods sin violate nancy supervision slavery viola bulgaria handful flooding reformed " +
  "apartments aboriginal recommendations streak quit pushpin relisted marvel commenting unions facilitate " +
  "uncertain sad terrain shoulder len feeding commercially jointly formatting openly efcfff monarch fcc ballot " +
  "assembled leonard palestine frontier absorbed subjective referencing holdings btw par batting provider " +
  "transported fisher que nepal delegation renovation invitation biblical mineral kate scales ranch threshold " +
  "harassment storyline invalid bow flute alberta sq berkeley cameron ta mediation organize economist eddie pearl " +
  "galleries publishes albeit dear abu charted couples productive intelligent gather undertaken challenging " +
  "saxophone syrian careers static merits continent geometry pi fossil casting judgement smoke joan beside jose " +
  "recover emily optical revived bat manuel satisfied cooking canyon rankings decorative determining intensity " +
  "activated broadcaster shrine inaugurated suburban accompanying observer infringement freestyle sculptures " +
  "quest zones harder touchdowns mechanics invention doc listening triangle curious imprisonment consulting " +
  "voluntary tomorrow cluster disorder investigator vegetation criticised wickets gravity condemned tough vacant " +
  "shaw examined lebanon classics brisbane renovated delegates yesterday iraqi receiver boarding ing toll zhang " +
  "presidents hostile bengal para referee muscle equality croatia bennett spencer marble continuously " +
  "reconnaissance violating nowhere cabin kit murders rotation legends sudden definitions contestant rookie " +
  "prejudice contestants genuine sanctuary mentor eighteen fires ritual spite colored combining beta dressed " +
  "recreational councillor trace cello unofficial counsel pg spin altogether critically witnesses rings histories " +
  "notified neighbourhood professionally slopes knee conceived perception favorable specimen highlights hindi " +
  "ridiculous dust raf consumers evident molecules innocent hiding auckland replied hart correspondence louise " +
  "humor seminary aaron conventions gabriel cleaning rivalry tracking weird madison canton trainer nevada " +
  "distribute achieving seeks lords refuge placement chronicle decreased integrity predicted rebounds ottawa " +
  "premises wu clause pat governance exceptional preceded regiments certification fragments organizing monk " +
  "initiatives marksize lu inserted religions norfolk prolific amazing manually guides trails justified pete " +
  "blatant con derivative skull mask magnitude bacteria stepped heavyweight promising bodyclass hypothesis flora " +
  "vulnerable worlds expelled vegas tobacco dense lifted withdrawal pet lineup noteworthy concerto debates " +
  "trumpet brilliant tko maker userpage gfdl thursday duplicate loaded bag nest combine cream physicist cruz " +
  "repairs wireless automobile sponsor assassination costume excluded loyal bullet su basement theological facade " +
  "clinic sunk wellington hu princeton emigrated nc artifacts stuck responsibilities julia melody prominence " +
  "newton tactical wa mt oscar scan balls overcome comfortable defender quarters tommy myth plains emma stamp " +
  "excluding sizes delegate boxer spa staying cs verb rescued arbitrators mg neat inactive lucy lucas ya fbi " +
  "translate rap recommendation velocity sake inherently fusion zoo flags voltage relegation bet harsh subspecies " +
  "quantity harmony maternal allocated buying shanghai metre variables todd userbox academics byzantine diary " +
  "averaged abbreviated stupid ivan comparing petersburg java tagging unreferenced glory silence infinite " +
  "userspace deletions montana shed bomber canon dimension bowling dakota referencesexternal deserves intend " +
  "neutrality bulletin methodist obtaining globally sierra testament mercury assess dollar alternatively explored " +
  "liner adopt endorse cameras asserted archaeology imported pump ace donations enhance lease ignoring " +
  "individually attractive assert lgbt ec catalina davies diagnosed cuban blow massacre agreements spy mario " +
  "plural convoy secular testimony filipino longtime tenor correspondent dame inform conquest faction deciding " +
  "monks illustrates trans vandal swing enrollment terrible planted investments db ho keen reopened cruise rachel " +
  "senators motorcycle sends contacted chest depend measurements counting denver collegiate cheap celtic owen " +
  "payments planes smallest chicken cannon kenneth constructive airfield restriction participant dont medalist " +
  "cycling controlling uss crowned tickets spotted whatsoever notices auxiliary query lucky linux comply " +
  "nashville ambiguous brass indefinite relates bout mandatory anglican syndrome detection elderly arguably " +
  "develops mu nebraska boom generals intact unveiled verses worry yu walks bonds dropping ki yield bug bounded " +
  "chiefs similarities proceeds georgian strongest doctoral auction governors capability relevance guided linda " +
  "charitable ceiling designers elimination ceremonies otto prizes lens suffer enormous quarterly eagles arose " +
  "dab struggled reprinted derives hanging expired bath tension bread font luxury andr holmes sony readily fixing " +
  "choosing duncan endangered comprised ghana pirates hr cylinder memoir successive justin pleasure po destroying " +
  "advocated shtml conviction locked mythology shortened plaque violates ton portfolio barrier resides ic " +
  "accredited broadly consolidated availability tackle traces accepting custody rulers bailey spades llc " +
  "enterprises celebrities wonderful phrases trunk decoration goalkeeper brooks climb wednesday nigerian choices " +
  "thermal dome laps hydrogen simpson garage carol sprint stance tight particle teammate blake porter gothic fe " +
  "ellis sectors narrator merchants albanian amy beds bore altar equity outright owing wholly stevens cnn chef " +
  "hamburg lengths advancing battalions batteries coordination motto marketed accurately treasurer dubious " +
  "meaningful locals tackles dish blurb abraham graduates forums proud solved consciousness va tendency realm " +
  "caroline recreated unsuccessfully technological escort compatible illustrator detect palmer geological tuesday " +
  "creatures slope expr cincinnati laser fitness advances deeper complexity sphere scripts bike galaxy backup " +
  "sail finite plantation crater zl encouraging commit arabia logged suspicious justification miguel steep sue " +
  "cliff invested oversight advise salary leeds css contracted insight trademark folks adviser fiscal inferior " +
  "kumar kerala gotten unified fur linguistic cox objectives splitting raja pin climbing prints harper mate " +
  "warsaw delaware teenage deployment stopping sorts gb ancestors marathon telegraph hd guarantee trivia secondly " +
  "consistency relate quarterfinals everywhere flagship machinery episcopal toy graves ash nsw stockholm " +
  "commentator sketch conclusions corporations della nobel floating baronet trim import duck handbook struggling " +
  "lets fountain hood timeline transparent bankruptcy approaching rectangular avoiding risks unaware balanced " +
  "rubber hearts specify trick freshman mhz councils revolt mistaken reflection watchlist powell circus searched " +
  "descendant pageant reflecting eg afl dynamics fruits brook trucks columbus convincing incorporate " +
  "neighborhoods employer trailer screenshot brussels contacts commanders marc marcus inspection coined " +
  "investigating diagnosis cottage reversed ease ct bombs extant divide proclaimed generating cork breast " +
  "singular responding surveys affiliation shoes puppet amended forbidden jamaica holocaust colin regulatory ussr " +
  "leslie scorer dancers arrow demanding ernest subpages frames cohen speeds josh contentious unincorporated " +
  "knocked organisms deserve motivated evaluate enlarged lightning teaches accommodation classroom sleeping " +
  "matching marshal maurice enacted flown labeled adequately presumed pradesh postal schemes ideology loans " +
  "noticeboard posthumously referendum bare connor creature burden flowing immigrant presently systematic atomic " +
  "americas sociology darkness unnamed flies int armenia retire lighthouse karen observe republicans hon " +
  "constitutes surrendered encounters exercises mtv montgomery sings naked vii node poly identifies twins diving " +
  "dissertation insisted provisional realizes jumping marsh spacecraft destroyer essex mild treasure blade nathan " +
  "differs colleague trap unblock embarked chaos transactions humanities locate forbes expectations rational " +
  "emeritus professors embedded terror shells inclined armstrong ping xs upgrade descended mart screening bradley " +
  "compliance poles scenario spreading chances honestly qu parishes isaac roosevelt disorders talkpage retaining " +
  "reputable pavilion mos wound beats providers rushing mammals thumb treasury intro pointless revealing queens " +
  "witnessed podcast grande threatening equations woodland infected affecting cheese newcastle rez frances rector " +
  "disagreement cooperative garnered cluebot sponsorship cf henderson sovereign gibson crews martha checks slot " +
  "confirmation stern peaceful ren ns uncommon modest tab yours inception demonstrates visitor cognitive " +
  "factories alter spirits enclosed exploring modes advocates dining theorem barrel capitol clarification trapped " +
  "lc accusing lo mesa listings breach outcomes drag nz dedication trilogy vermont bordered corridor fatal " +
  "detachment dos pocket attributes catholics intentions trends humanitarian finest mps partnered flowering " +
  "casino narrowly atlas stems competitor rehabilitation recipients hiv minus finger pollution wisdom screened " +
  "gains loosely ahmed guild prospect betty implications terminated excuse secretly streaming tan implied " +
  "determination judged richardson shapes robertson caf celebrations str boyfriend bicycle skilled terminology " +
  "pursuing personalities mumbai dialects lacked qualities spare persuaded valued penn marker paths walked patch " +
  "infant prosecution abortion firstly protesters millennium interstate comparative marines mandate prefecture " +
  "oval jake enabling informative expense surveillance ellen teen cyclone tyler glad ji portals ethnicity allan " +
  "affects filling leased lanes interrupted chains reward limitations arise wow lighter pe frankly nr " +
  "demonstrating ana chaired jennifer photographic curtis glen bugs behavioral columnist pioneering rosa safely " +
  "pseudonym wished sacrifice aires preferences viable peaks idol modifications calm astronomer denotes aesthetic " +
  "electron nationals accusation blame nobility ronald armor rows curator troop suited tips soprano console " +
  "encoded loses corn buenos folded pregnancy bypass herald courthouse noindex wwe corners beings ally " +
  "civilization uganda andrews servants stamps annie elect duet arcade mastering julian distances acre meantime " +
  "complications ear clergy carpenter dirty potter stats mud lesbian teenager metric paradise racist disciplines " +
  "indie interact rewritten designing wartime heating credible declare seating projected bottle memoirs prefix " +
  "holidays modeling rent complained welcomed hms builder orphan accepts servers wagner rifles barnes planets " +
  "magical rarr alignment transform talented noun parody dorothy flee tragedy irregular possess malta miners " +
  "cambodia jam halls silk bryan solomon urged expressing refuse limestone pupil disability chip qpq termed " +
  "seventeen maiden summers jacques reunited painters constituted restoring uninvolved persistent reynolds hadn " +
  "statues undertook dealer deer heated struggles isle sued eugene empress anger occupy diana ller convent asset " +
  "fernando textbook mb virtue uprising alert curved bend stint dental resign juvenile savings inscriptions " +
  "incorporates raids pottery brien madonna resided nowadays cry resembles barn unreleased witch commands leather " +
  "indef silva reid jesse appropriately obsolete switching phases examine homeland resemble outlet homeless " +
  "prague sch verification arctic neologism thoroughly resume treating ibm tongue seasonal knockout pronunciation " +
  "modules appealed bach plateau timing badge brigadier cl paulo courage hl racism filing dock talked richards " +
  "durham habitats cherry coupled cfm ore punjab watershed indies batman attained interference sank landscapes " +
  "surprising menu rpm probable radius pleasant inaccurate leon wikidata cyprus letting realistic perspectives " +
  "rica lb mk burke phenomena panama reverend fossils makers succeeding iconic blacks notorious myspace " +
  "incorporating knife trek functionality deny butterfly napoleon wilderness promotes logs arsenal launching rm " +
  "somerset bother um swift granite chassis utilized transmitter quantities supervised bells devon afterward " +
  "lithuanian bombers specially trigger bo demon possessed crest acknowledge gifts congo forgot selective " +
  "teachings countryside norton damages mapping julie aw profits saves hopkins ua theaters specializing loyalty " +
  "capturing wives isbn sailors invoke congressman worried peers incorrectly ag pension watts thriller chi pour " +
  "diagram yearly folklore masses cure primitive jeremy chronic hispanic wheat mcdonald conquered firearms " +
  "demolition presbyterian toxic mc hectares santiago unacceptable teahouse runners subpage scratch torpedo " +
  "censorship effectiveness tel advantages flexible precision perth survives financing rod constituencies remake " +
  "collectively holders lithuania chan torture steady atoms philanthropist macdonald reproduction squadrons " +
  "decorations anthem specification healing enforce consecrated reinforced facto sketches espn unexpected romans " +
  "sf navies ensuring plausible morocco yugoslavia breakfast hardy rgb canceled ancestor carriers verlag analyst " +
  "starter enables bitter expenses hang observatory admits penalties slide dominican livestock doug controller " +
  "combines aen reduces tired missionaries overwhelming kyle continuation barracks geology procedural lateral " +
  "minds fp ant peaking iceland attractions commemorate preview membrane dairy regent reluctant kicked cardinals " +
  "tender evolutionary viewer emissions collision install emotions astronomy alpine legion accidents cache " +
  "giovanni sussex volcanic odds apologize thomson fifa copenhagen itn dances approximate td morrison frozen " +
  "originating pipes chuck joshua frankfurt commercials container fits institutional sworn mediawiki habit acute " +
  "manila remedy traced motors practically warehouse creators rendering lone chemist feast migrated transmitted " +
  "cloth gp wounds fabric lunch similarity sheffield qualifies tonight jungle eleventh momentum dig marginal " +
  "stays abandon apologies revisions az portrayal andrea nintendo chilean remnants fence forewings scrapped " +
  "terrace swimmer ain ds tin lynn sara breakthrough ecological discharge dale mini encompasses introduces ira " +
  "steal discography chocolate banker surgical refusing trustee brewery strain ir validity missiles uefa echo " +
  "moses councillors ese pleased specialty anon smoking cooling domains definitive lineage isolation loud proves " +
  "meanings exam feminine milwaukee ethical prosecutor prominently freshwater modification finishes hung johnston " +
  "settling suspicion elephant dhaka offshore mothers sudan underneath alternatives possibilities drafts " +
  "motivation abundant functioning aided fairy regulated profiles defeats patents donation importantly drainage " +
  "standalone italics rao valve executives joel outline chemicals doi proposing postponed pioneers confined " +
  "fingers spectators imagery michel shame employers imagination fantastic secrets wei premiership skating claire " +
  "symbolic ev underwater fraser viii physicians scouts chester anthropology confident franz stakes mood " +
  "paperback picking shipped ndez overly eaten marco pier boot krishna promises pot hooks sally redirectsite " +
  "lutheran tasked tide statute ads sailor borderline offline polls darker invaded kb traits wrestlers villagers " +
  "asylum patricia counterpart tensions commissioners wards employ shirt idaho clue interpretations drops tu " +
  "emblem carriage beneficial dd informational defenders loading subset alma password conclude macmillan " +
  "organizational contributes cameo conservatives caves spider songwriting undeletion organs spi inadequate " +
  "lovers textile leipzig shoots declining governmental supervisor tang faithful lunar ballad footnote dorsal " +
  "essence eva yahoo monsters guaranteed celebrating freed olive steering lightweight categorized rainbow blast " +
  "armored beck clip cornwall wmf glacier clarity branded ingredients declaring showcase halt corp mascot honey " +
  "cornell chronicles xx tornado metals compelling impacts harvest vowel rt sexuality freeway gonna mob oriented " +
  "rebecca friedrich trafficking replaceable imaging toys privileges binary penguin unusually composite " +
  "subscription pts ja tonnes reject commissions coloured albany torn consortium seth tears outlined lung " +
  "displaying tertiary frog castles malaysian newman burton newsletter powder deity fever instant brunswick " +
  "photographed breakdown downstream mercy afford geneva ist malcolm clearing competes wilhelm wpx prohibition " +
  "analog ois atop happiness submarines conversations reunion coordinate cultivated garcia easter securing " +
  "sophisticated ambitious favored entirety criminals blamed heath preston hollow johann tallest excavations " +
  "syntax announces whereby drunk borrowed intentionally inherent subtle strengthen comfort monkey survivor " +
  "jeffrey ecclesiastical smalltext estonian immune judging macedonia gateway polar airports pressed bee " +
  "expressions mirrors twelfth alphabet booth employs ro cage marched classrooms marriages sanctioned newport " +
  "treatments ears implementing redesignated firefox cafe judaism spanning dylan structured casey milton ecology " +
  "beaches rope repeating unemployment undated linguistics homer kw sorted largetext mann frequencies punches " +
  "asteroid edgar belgrade viewpoint protective albania consumed inability instructed logan paved adminship dell " +
  "opted precipitation maya viral continually undergo glenn batted shaft cyclist soils bizarre revenues " +
  "cultivation extract repertoire encyclopaedia courtesy hayes hierarchy subjected marion maxwell shocked " +
  "fraction subway ribbon transaction localities sovereignty hire ethiopia sockpuppetry highland refusal harmful " +
  "leisure slam escapes targeting exceed mice throws notation sept depiction theatres beast autonomy storms " +
  "elliott dissolution denis oversaw simulation rican hiatus statewide relies jamie genius princes transfers warn " +
  "ky porch replies progressed savage clara loaned bradford sm laboratories interpret guru swim attitudes " +
  "decisive chelsea practicing oriental carroll crawford sox speeches vols marina oakland recruit blair surrey " +
  "alto buddhism aforementioned launches ion swan dir algorithms concentrate buddha rat auditorium rhode consul " +
  "wages kr oz uniforms grouped ceremonial invisible thereof atmospheric subcategories purchasing occupies bride " +
  "notification explores freeman horizon caution gerald dramatically keeper feared timothy stripped clarinet " +
  "paired ae numbering lined proving santos contribs logistics sanction cycles omitted battlefield abbot rode " +
  "burnt edwin yuan sponsors orchestral corresponds natives differential licenses wordpress seas terrestrial " +
  "tense aus picks tens riot substantive pipeline coral armoured neighbors routledge walsh nazis airborne talents " +
  "occurrence rides bengali clusters attribute varsity irrigation hannah desktop sup adjusted batch visa algebra " +
  "teamed overnight liver mvp raced suspects residency simpler decommissioned damaging budapest vacuum detention " +
  "thunder ye vault griffin blessed incoming evacuated discourse pistol apollo remarked katherine wears listeners " +
  "valleys delivering vladimir costumes approve flesh flame sheets wage positively assumes reside automotive " +
  "alike passive salon annexed critique birthplace overtime kidnapped petty questioning humorous drake relied " +
  "contexts curves ventures campuses advertisements porn comeback doubled correction genocide abdul memorable " +
  "vampire hugo inmates anticipated europeans voter mod cartoons istanbul vandals reporters confluence " +
  "demonstrations televised cardiff molecule bloody monarchy swept fathers synagogue bb sebastian spans chapman " +
  "exclude disappointed premium edmund slogan tram prevents upstream sunset abbreviation convey lily refugee " +
  "extensions playstation shi bark contractor dirt indianapolis ri apps ecuador positioned countess lyon deadly " +
  "lebanese interred lobby anatomy unsure processor za latitude berry prevalent interval triggered fu institutes " +
  "solving belfast villain gambling verifiability repaired phones void boost receptor sophomore cow crane ave " +
  "vista cadet vegetables explosive passages meyer oslo persecution operas bros continuity estonia capt carr " +
  "qualifications printer chang networking retrospective pirate lifelong umbrella zur tended chartered " +
  "reorganized tre appreciation intensive adrian assumptions fears destinations obituary je encourages memphis " +
  "financially petroleum clicking feeds seated investor jets spur westminster dub inventory kosovo fraternity " +
  "recognizes wagon retains concludes accent erik aligned submerged clouds tunnels desperate triumph inconsistent " +
  "candidacy russians jessica inheritance troy theft gm kingston lately screens recruiting yields touched sitcom " +
  "underway webb accomplishments cellular telecommunications kerry reservation definite displaced pressing " +
  "shuttle constituent bosnia dragons acquiring baroque manning awkward marching polo synthetic limiting " +
  "overlooking monetary coordinated transferring activism airs apology assisting unsuitable atom matched " +
  "documentaries wiktionary poetic jenkins winters fi suffix greene shepherd angles realised rfded absurd " +
  "gymnasium emergence gardner bang monroe beatles sinking enforced moth nacional cruiser schooling unfair afghan " +
  "explanations evaluated janet def textbooks collectors lancashire rushed eternal copying nervous nixon brad " +
  "installations arranger lin pulling derek ink helicopters researched eponymous skipped reissued eng electorate " +
  "objected detained compression fauna slower canterbury hawaiian dad minerals riley gif announcing meyrick af " +
  "casual logging nez sanskrit cope weakened cds whoever abusive ferguson anton roller rochester unpublished " +
  "emphasized angela meal revertlisted mobility genesis spatial michelle halfway tubes passport pandemic nyc " +
  "flank ahmad catches aquatic fulfill boyd processed aging tribunal deputies portable utterly criticisms prophet " +
  "minorities regained invite lynch paternal candy instantly threads deaf emerge disabilities gu quotation rude " +
  "reconstructed practitioners monte titlestyle simplified librarian frustrated churchill residences lancaster " +
  "assignments christine flames norm posed wong sells conception electrons convenient granddaughter scrutiny " +
  "teammates sealed permits tucker incredibly bats observers nonprofit corrupt credibility unesco colombian " +
  "converting prairie reassessed shark fletcher posters plasma quoting slovakia tract speedily communists scenic " +
  "selections substances fin quotations kirk chat unidentified deliberate fern fold ein stan successes accompany " +
  "backgrounds modeled ek burma complement miniature webpage tribune kingdoms pbs drinks antenna wikipedian taxi " +
  "undergoing raises scotia nurses relieved pays baldwin forestry transcription roma vacation cease sophie oath " +
  "traders factions antarctica negotiated authentic myanmar wyoming packaging android necessity shadows " +
  "minneapolis kurt premise spokesman databases induced destroyers salmon discovering partisan salvador " +
  "displacement jin ashley springfield methodology belle proxy advancement intimate concise offspring downloaded " +
  "preserving ranger signatures jsp recreate courtyard undisclosed ou offset coleman removes pertaining dishes " +
  "constraints negro buttons naples histoire outreach outskirts sonata adjoining bd slang ugly flooded meta " +
  "sexually ensuing val fisheries theologian combinations schmidt calgary apex ix delays volcano yacht telugu " +
  "brighton markings vocational debris zimbabwe jenny orlando rotating pastoral jokes concentrations numerical " +
  "rituals digits gym castro ferdinand indirect cgi inscribed rented pig mfd og uncertainty developmental " +
  "translates venus hist saga theodore realizing dixon ffa midfielder daytime tibetan sd joyce agnes indicator " +
  "carnival demise botanical johns advent quarry claude abundance airplane fuller precursor mortality promo " +
  "windsor increment raiders occupying felix misunderstanding cement botanist niece creativity sherman strips " +
  "miniseries labelled shorts amanda neighbor cfd subdivided patriarch sage throat moist moss laying surprisingly " +
  "shores conferred hay garc satisfies unfortunate doubts spells pathway herman rockets rays exciting fundraising " +
  "poison promoter unanimously carlo roland multimedia teenagers rumors stack brackets deadline twist fortified " +
  "verdict announcements maple pose decay rhodes formatted lime minimize honorable manitoba kenny nerve consort " +
  "preparations typing clarified discoveries midway announcer zu exports precious plymouth superman bruno punch " +
  "impose identities darwin experiencing peterson rolled autostale chronology usable sandstone violinist ashes " +
  "undue treatise riots heavier rowing upright reminiscent cropped sonic kay prehistoric sar semi bombardment " +
  "logos convenience asserts tunes wreck apparatus trauma firmly penny updating morton cake wizard " +
  "representations commentators projection sacked grammy rfd stefan webster figured una defendant liberals " +
  "subtropical nucleus jumped blend genome mural wade telescope academia triangular appointments kml offence " +
  "cairo une confronted souls tragic greeks banning lou mistress amid fierce brave sensible imho predators " +
  "behaviors establishes deposit verbal vintage activation financed ordering straightforward finalists exiled " +
  "nodes constable specifications rim debated rejection nave negotiate desirable euro praising icelandic " +
  "securities bombay yi supernatural tt rex slovenia titular reef circuits loads researching bs nos suffers " +
  "rabbit exceeded bays troll neill collaborations baltic instituted advocating psychologist slovak brandon " +
  "notify yankees img realise concurrently shooter carey softball barriers eliminating dash pic pierce prone " +
  "choral tolerance repository eighteenth comprise ruby examining agreeing redirecting miracle generator " +
  "unfinished cuisine davidson feathers dans masculine halifax differing civility landmarks robust gifted dubai " +
  "thrust plots seoul sixty backwards inflation goodbye ry rn granting organist kane dive honoured providence " +
  "tooth geoffrey clash papal sharon jorge resist strand crashes nationalism cedar highlands buck lonely latino " +
  "bart nutrition counterparts fragment constructing rental matthews cares randy ts quinn stealing excavated " +
  "ambulance gill partnerships shiva sympathetic evangelical spokesperson suppressed crush unchanged shade cfc " +
  "hunters issuing considerations ucla caesar calculate algeria gentleman photographers spiral recognizing ruined " +
  "discharged astronomical chooses promotions vale agf pharmaceutical luxembourg tributaries averaging fuselage " +
  "satellites stranger helena saskatchewan slender sadly disposal peasants prussian vernon whites capped " +
  "rebuilding transparency armour iris sen pdb tx labs debts pyramid setup liga comparisons depict bedroom " +
  "likelihood pools lyric evacuation genetics syndicated cups determines henri intel detailing informs " +
  "grandchildren rep expecting intervals edmonton integer allmusic popularly infamous expeditions render skeleton " +
  "turks lumber lesson overhead linnaeus vicar habits icons optimal predict correspond bates specialised tally " +
  "ifexpr beef promptly recognise cz irc ancestral shoe adapt incivility detached spectacular progression " +
  "automonitor sterling forested jimbo adaptations robbery ke charleston confirms nam lez steadily alexandria " +
  "crap fool strengthened horns gdp pearson defenses amendments discretion willie failures tenants standardized " +
  "venezuelan peters unconscious sensitivity substituted subordinate breath bl forthcoming typo replica unblocked " +
  "discouraged api niche prayers medley readings litigation patterson acids sensor float sheikh psychiatric " +
  "victorious xml disclosure exposition reactor unhappy retrieve socially loving workforce geometric gibraltar " +
  "siding weighed kazakhstan troubled cal luther renewal tricks scots bolivia clips categorization uruguay " +
  "remotely mountainous hiking filmmakers innovations improper fischer comma oblast ourselves blown subscribers " +
  "qualifier rejoined mutations stark liability presided homage contests kindergarten answering transcluded " +
  "visually sanders casa dawson recruitment descriptive wrapped accumulated concluding indirectly stripes beloved " +
  "dried portray paraphrasing skiing salem bblogspot investigative exploitation magistrate vein complaining " +
  "expressway framed donna vfl julius transgender originates mound refrain eleanor levy persuade analyses " +
  "contention fiji overturned sabha observing eclipse testified staging hammond fare frost charities infections " +
  "partition pillars ernst routinely emotion foremost otrs ludwig exotic mohammed recovering bg endorsement " +
  "unfamiliar pharmacy chiefly biographer chembox slate monica reproductive trinidad disappearance directorate " +
  "accomplish duchess cp incidentally revelation wheeler platoon expresses divisional sunshine compulsory rna " +
  "undid grouping notre implying itunes sentiment ham investigators extraction aiming shifting leaning feud " +
  "specialists specializes tampa resembling bust upheld poker hemisphere prosperity cbc obligation semifinal " +
  "chaplain possessions unstable obligations arches isles namesake pioneered uncovered calculations beth " +
  "attachment chronological guatemala coronation depths europa climbed regulate cheaper undo bullets cove slip " +
  "assertions attracting pedestrian hindwings renovations ideals shrub gaps bureaucrat fortifications visibility " +
  "undefeated exported stalin employing suffrage reagan remixes calculation deposited stomach advertised " +
  "williamson hymn nominal devotion vocabulary rue motives shortage predecessors lamb vatican thames canals " +
  "surpassed tasmania rebuild incredible nash archer rom dominance nj ebi proposes annoying insists nominees " +
  "reinstated wherever arabs entertaining vc aliens weigh gloria devised puzzle sustainability barrett endless " +
  "randomly squares majesty slavic cassette robots conrad regain closes teens separating educate louisville spike " +
  "nascar riverside passionate garbage heinrich portsmouth conform deutsche prestige paramount sutton curated " +
  "summoned newest possesses balloon relying facial headline tibet datestamp generates roberto stm fiber " +
  "disagreed suits aria blanked murderer invest patrons freelance wool incarnation surveyed patience helmet " +
  "captained blanking economically digging curse df yugoslav fixture superseded unopposed xbox viking inning " +
  "onset consultation terrorists equals mus swamp tapes orbital redevelopment conditional enthusiasm gaelic tiles " +
  "postgraduate carmen laptop tracy rca accreditation insect raj madame periodic maid ia aerospace hunger itv " +
  "neighbours meditation nina snails denomination fitting reliably wolves che lowered turnout births destiny " +
  "privilege bent nadu registry trolling xu campaigned cb blades elena styled cancellation rats packages armament " +
  "hairs soloist emmy weekends wholesale stuttgart dei madagascar forts cao stained integrate hansen parkway " +
  "tutor francesco yoga confrontation demographic lima jewelry ruin nursery tanzania guilt antarctic bothered " +
  "hurling santo apprentice neglected cubic dislike amino troubles bye whale exams patriots adverse insignia " +
  "statesman nu portraying baba grateful mint announce treaties thickness indiscriminate hiring ade highlighting " +
  "symmetry lopez abused bred winnipeg computational drill smile mohammad wikiprojects exclusion arte homosexual " +
  "principally charging workplace speculated macedonian coding klein spinning ideally trades engineered mozart " +
  "crafts breeds norms unprecedented surroundings hawk apostolic phillip percy excited syracuse extinction rita " +
  "glance assassinated distributor homosexuality pablo contemporaries famed uncivil cliffs sol soviets ger " +
  "premature jubilee challenger accounted cousins tissues nrhp ak jackie offerings lede bowler bans townships ol " +
  "gonz cab crude alterations lightblue newfoundland diamonds infoboxes ideological floods aluminum stressed " +
  "gazette zip elegant skip barker conscious versa wwii establishments sv deluxe libya holly gentle captive " +
  "enthusiastic smell burst ul collects ffcccc joey wherein vacated juice coastline caste judith awb prolonged " +
  "tumor shifts chad polling patronage profound sparked inclusive postseason hereditary pressures portrays " +
  "accidental choke rbi pf analogy digit stairs tracked babies barber basel lambert shipyard cartridge consulted " +
  "railroads soup valentine clever intake wines rhetoric erosion pitching torres posterior shareholders " +
  "disappointing rc mickey frustration nineteen imprint basal eminent charting organism midwest gandhi abolition " +
  "corrections solidarity pilgrimage steals dom disco complexes exchanges foreigners confederation ori sect " +
  "sensors resting dividing monumental esp preacher watches sundays ber messenger backs spends reissue generous " +
  "ieee dismissal usd airplay alberto adopting hostage scroll motorway floyd excavation muscles taxation cop " +
  "margins shields violet gravel bryant donor outfit catalan nobles pulse composing cents procession themed " +
  "stretches mentally militant canberra rage johannes pile conservatory akin reflections edith unverifiable " +
  "boeing instrumentation competent panic devi insult camping companions prescribed rolls australians addiction " +
  "strait stretching mba resemblance injection nt thirteenth doll flour ming preparatory unlimited credentials " +
  "plantations suppression refined scholarships halted disappear stereo execute lisbon serie dem rouge socialism " +
  "retarget dignity communal crowds migrants prompting jurisdictions authoritative troupe variously correlation " +
  "audition ci jockey ers laureate carson fuck happily breathing advert willis amber branding profitable " +
  "controversies meadows enjoys lyrical lib acceleration retreated chips sidney elevator erect farther " +
  "synthesizer militants analyzed fellows literal voluntarily crushed probation examinations cologne ladder " +
  "extracted buddy supportive rebranded chairs laugh latvia downloads crack uploading berg dwarf lds mater " +
  "complain participates suppress batsman builds peasant rafael weber clayton fertile cone dug collaborate lankan " +
  "countless franco nobleman erie unwilling equilibrium fitzgerald alarm reigning gymnastics jacket audit " +
  "malayalam playground undertake internally obliged mighty characterised moderately hypothetical isabel sustain " +
  "vowels brady benson ions whitney contingent enduring undergone flats innocence kashmir rapids exchanged nat " +
  "protested renewable adjective utilize inter mccarthy elisabeth funk clare sixteenth satisfaction wash pos holt " +
  "reprint react boots isabella belarus proportional ignorance sorting ratified turtle worthwhile sticks dwelling " +
  "fixtures taiwanese adjust barton bah hampton denominations alexandra caucus sunny nottingham haiti anxiety " +
  "teresa jupiter choreographer immigrated karnataka andreas pepper snakes reinforcements statutory farewell " +
  "dramas catching leicester warming awaiting kindly bite incorporation noon ceramic heirs maturity racer shirley " +
  "dispatched parole noah crescent vacancy patriotic markers plague productivity flawed swords shane denote " +
  "exceptionally relisting scouting filters jew pie anterior touching vic devastated foo suffolk conceptual " +
  "lindsay strengthening humour demons ivory typhoon cpu eden mafia dimensional hal hq allocation crow sinclair " +
  "peruvian confirming retention attested evidenced espa podium sink ur disasters ministries xavier bags meals " +
  "volunteered maj sharks diagnostic historia warships sn bilateral capitals brutal cunningham majors boring " +
  "disturbed selecting exempt msg analogous mma inevitable augustus westward alley perennial lifting toyota " +
  "chennai acronym phantom commandant ml evidently hawks consolidation derive striker sincerely locks hatch yan " +
  "seals dots madras dose mackenzie heroic eps rigid affordable shannon proposition marrying drain boris kidney " +
  "captains protocols jerome recruits engraved hint semester bottles vhs threatens communism retailers allegiance " +
  "sid handles texture wishing decreasing jumps cecil malay lawn doyle gasoline maggie null uc fined diane " +
  "speedied trevor backlog emphasize aberdeen lamp derivatives concur induction newcomer admired alternating kai " +
  "sofia rewarded proprietary focal ambiguity solitary woody fleeing outdated delivers depictions receptors " +
  "utilizing resistant bj colonists grocery turbine probe roses ivy midst exploded pez subsection carnegie sodium " +
  "visions shri eligibility liaison insulting discs ulster mfded remark downs staircase dana hk cooked reich " +
  "lounge insane mom genuinely stunt perkins arises jesuit bacon symposium panorama fixes sophia latvian opposes " +
  "escaping weighing clearance obstacles inauguration restrict denial centred marx nocat acc reelection brush " +
  "herb mortar policeman appoint hatred ada pike falsely arrests repetition irene por confronts nordic satirical " +
  "fleming stocks cables bordering polite patented hmm sheer cartoonist veterinary culminated trombone invites " +
  "mapped qatar vera ee evaluating clashes discrete straw archaeologist documenting ibrahim mx jacobs antiquity " +
  "springer committing patches campaigning nicole brigades patrols ez arising tai gases js judiciary drought " +
  "killings systemic conducts kh commodore verbs honda insist maharashtra conversely overlooked sicily colt " +
  "heather georges lasts misuse rodriguez syllable anchored cherokee trout skyline weakness chrome destructive " +
  "mayors molly bangkok pas dee shy impacted thats prisons currents actresses ambassadors salvation congregations " +
  "damn satisfying sampling philosophers illusion lorenzo basestyle infinity attracts upmerge bolton sympathy " +
  "ghosts bedford jaw chord flemish bloom friction lowland concurrent falcon meaningless playable cord " +
  "grandparents cumberland tap gl deficit howe gerard mama sweep bulls duel analyze commuter homestead pleaded " +
  "receptions alright flexibility dominate wt metallic motif dunn secretariat harp remind bilingual flavor picnic " +
  "hale travis om gale ascent commemorative zhu constantinople ballots stretched explosives hyde vaccine guessing " +
  "tablet wikipedias takeover haleakala emi usc wheelchair gable packed brake pigs lean merchandise builders " +
  "marquis nil illegitimate presentations crossover favoured lava pitchers culminating utilities mega parsons " +
  "preface msn duchy nautical rama nytimes collar janeiro bricks revue earnings fog plagiarism tina montenegro " +
  "summarized urge rk seventeenth unsigned dull lazy calcutta myers southampton papua philippe headmaster noel " +
  "cube disqualified irving navigate wesley revolves stylized melodies accession rollback vertices cosmic raven " +
  "mai narrated aurora restructuring regret arrange stole userfy introductory beetle singlerpt seniors gamma " +
  "mapfiles georg accessories hastings imaginary dump mistakenly midland corpus organizers inequality prussia " +
  "immense tear lotus prostitution spouse captivity chairperson departing myths dispersed medication settler qing " +
  "reilly bind monopoly farmland hassan centennial exhausted galerie canvassing junk surplus tremendous finances " +
  "recipe preserves mat shit mir colorful cowboys miranda defendants kurdish liz lovely entrepreneurs plugin " +
  "unexpectedly huang kannada hardcore reorganization fda redesigned beaver higgins pits fluent naturalist borne " +
  "cinematography helsinki presume allison rails accuse mosaic submitting weekday grape elevations ww supplier " +
  "greenwood crystals overhaul affiliates negatively germanic clarence seminars parachute motive drowned fb pizza " +
  "prospective mare mortgage sized headlines onward signpost grammatical sharma washed nitrogen simmons centenary " +
  "warranted hawkins otters collaborator manipulation tempo haunted regina sleeve knock slim hm compressed " +
  "confession payne accelerated rovers conflicting prospects exceeding proceeding rodr gaza epidemic assured " +
  "flickr respects summarize bees openings proponents dk warden luna supplying nude cowboy pal sharply " +
  "submissions programmer randall groove mandated norwich clifford cannabis fourteenth badminton punished " +
  "christie cadets landowner sauce declares immunity weaver sunlight communes diplomacy nightclub hank posthumous " +
  "urgent eurovision amusement notoriety substrate ecosystem toilet foul walt xii horrible unrest interfere bp " +
  "dismantled hermann seller exemption nicolas thief priory lol spun hailed nicely endurance ironically ut " +
  "organizer silicon cruel viruses initiate turret grip gradual ned coherent tavern encoding disagreements " +
  "stephens motifs lyricist imposing lance urging unicode arabian esther empirical propulsion intersects " +
  "canadians puppets sacramento reproduce werner scenarios customary devastating neural archival dwellings " +
  "inserting dudley archipelago antique continents sacks clyde prefers ensured christina mongolia blessing " +
  "commencement ffff stevenson feasible neal abstain kolkata willingness booklet planting burmese fundamentally " +
  "contractors laurel seminar dams deported frigate successors collaborating trait elliot tones autobiographical " +
  "overthrow einstein illegally harriet leap sands botany disrupt cardiac ordnance atp beginnings ck circulated " +
  "strikeouts creations dodge preferably physiology gs insights arrows deities omar slovenian lastly cane " +
  "ethiopian risen practitioner solicitor attendees saxophonist reds distress angelo upwards stein speedway " +
  "behave butter mechanic masks conway wanna javascript absorption fancy fishermen transitional leaked gala " +
  "intends ramp corpse periodically mastered leigh capita intentional acquitted devils differentiate antwerp " +
  "handball beard totals diminished peerage ordinance interdisciplinary guez knox dresden outlook reconsider " +
  "winston tent denounced emails intellectuals seize forensic punctuation recipes attorneys cubs ranged digitally " +
  "grief pathways hazard switches sg tombs augusta ang judy appealing pledged wd cam escorted translating " +
  "wikilink yemen dover vendors choreography carlton viscount captures bury prediction infants willow glasses " +
  "calcium bullying aft katie xp exhaust zhou boiler biologist analytical magnet sandra deposed angola tortured " +
  "travelers withdrawing cv brett constantine propeller bn aluminium expiry decreases hut fowler drains " +
  "degradation dinosaur criticizing mutation spawned lent universally flint replay painful ashore recalls leone " +
  "steele tuition expose tidal cancel emission crusade mohamed interventions pillar milestone embrace " +
  "commemorated ceramics expectation grossed kirby sb illustrating enzymes brotherhood compiling descending " +
  "weaker olivia ricardo proclamation reprise scanned persona treason confront oversee furious xxx ponds walton " +
  "fascinating nfcc lauren bestowed bermuda annex famously lacrosse hobby disclosed replaces wasting waived " +
  "traction chin realism bi userboxes weights convinces wiley awful mel denying govt attach spiders dare " +
  "intending fulfilled rey routing imports geschichte periodical longitude smithsonian markup asserting " +
  "amalgamated vegetable presiding characterization av bean satire donors ffc speculative dominion abdullah " +
  "simultaneous shire gmina magnificent waterfall pagan eager parallels mn humble bud catholicism applicants " +
  "britannica pratt undertaking temporal marries hoffman clergyman cockpit linguist midlands oceania fond fury " +
  "installment screw biodiversity reassigned resolutions charm italians tunisia zhao liquor clans deeds nests " +
  "fifteenth northward responds selsoviet taxa infectious repetitive toledo sgt mla storey tate shake regex " +
  "uncomfortable protects drilling bubble capitalism fried signaling stephanie stepping bankrupt reconciliation " +
  "czechoslovakia spark favourable unmarried evolve alumnus panthers barred nightmare elongated surround " +
  "simplicity ea litre meadow theoretically yo wasted ridges antagonist hartford unite georgetown fatalities " +
  "grounded mick wit nouns paula retaliation rejects surf uranium quo kuwait alison compelled dismiss entertainer " +
  "finn sw urdu astronaut wagons endowment touches alphabetical entrusted rv overlapping chandler apache " +
  "etymology commemorating hyderabad reminded stella surveyor shoulders hospitality sl beans billed opus " +
  "transwiki lenses manifesto clinics perimeter revive insults rudolf formulation tehran slated kidnapping " +
  "supermarket koch shine diabetes bamboo rivera disappointment basket augustine remedies confiscated gould " +
  "seeded hairy wicket schneider espionage browse fascist disguised categorize giuseppe worcester kicking somalia " +
  "usb coffin inspire bacterial exits collapsible venetian certificates baghdad plug aggression morality twisted " +
  "exercised whitish gentlemen rigorous subsp unavailable affinity authorised relics awesome buyers saunders " +
  "ffcece rains garrett jain mixtape torque caring jealous spanned discount preferable pol remixed sigma rams owl " +
  "angular eastward yielded separates doom hostility manned hydraulic nw regimental winchester jurist mormon " +
  "distinguishing senses lottery beams minors converts denoted occupational scrap admiralty culturally peripheral " +
  "pray seymour parentheses wr ind omaha nuns curiosity watt wrecked byron blunt paraguay artworks concession " +
  "reddish africans assessing coincidence offended encouragement bios sensation allegation italia reminds bert " +
  "oceans therapeutic beverly bolt comet compilations bangalore ambition tails pitt corporal preaching jpeg " +
  "misconduct rand fungus technician neurons usaf undoubtedly assessments ultra brooke footballers hymns fff " +
  "madness brewing pardon daniels fritz bosnian blanket warwick bulldogs ferrari unpopular modelling defences " +
  "hanged ricky commitments sunrise zagreb trash ministerial kernel synod alcoholic costly monasteries adhere " +
  "efficiently purchases baritone johan eruption bucharest evelyn resorts synonymous lightgrey coincided mayo " +
  "assassin diaspora disturbing flourished teau specials bleeding bathroom python stationary plc wires flip urls " +
  "mankind med calvin compose randolph moroccan xv shortlisted owed poisoning sooner drift goat respiratory " +
  "royalty goodman orchid viewpoints sylvia chu moot auburn axe archdiocese mil gossip mating resisted jennings " +
  "alexa bu jamaican generalized hogan login detract nasty monastic villains hampson grasp bbffbb noticeable " +
  "consult sz crying attain trader jensen exploit nuts processors dl hardcover skater tire fearing lennon " +
  "browsers enthusiasts surfaced herzegovina ample flagged waited businessmen patriot rite deed drafting cum " +
  "constellation saxon planetary sums forgive dia peculiar carpet pledge donate inactivated catalyst refurbished " +
  "talbot feminism unspecified harmless martyr ffded plea pasha itemid lizard bail predictions veins wendy " +
  "indexed andre ib reminder wolfe industrialist satisfactory whip roofs dressing threaten influx reproduced " +
  "accessibility discarded spine hancock murals valencia barrels kerr classmates resurrection moisture superhero " +
  "avid josef aviv educators potato skeptical disciple fungi mack subcategory weston admittedly braves ida " +
  "wetlands sided recorder landfall geologist periodicals tfd uae susceptible treats beethoven eccentric chemobot " +
  "nhs byrne golfer lightly warns grazing rooted amor ku remarried bis dq annals browne jung confer griffith " +
  "cylindrical jill mounting relocation banana schwartz ty sant flaws subsidiaries hurricanes ark vine " +
  "reluctantly statutes het elders fianc lagoon legitimacy wi shareholder abbott polynomial amg shelters pretend " +
  "sig containers beacon taxonomy ngo ufc auf gorge dinosaurs omega brakes transforming basque rites rogue gmbh " +
  "mandarin buyer stronghold rb tenant alfonso amphibious misunderstood exeter pad popularized tar subdivisions " +
  "guiding ineligible pls hostilities dioxide bavaria approximation gig accountability desires blockade disclose " +
  "knowledgeable libretto vikings archaic ronnie cameroon tw consume dar pornography readable butcher prevalence " +
  "wax chamberlain disciples nyt vp daisy compromised monitors intercepted martinez spherical tk steward " +
  "authorship demos lawson pga shining khz termination loops transporting nationalists backward bollywood jeanne " +
  "competence sweeping prep fielding mast vernacular sounded splits inflammatory lexington graphs flanked " +
  "originate encyclopaedic masterpiece ao richest coincide postwar qui trench lectured wikia automation malicious " +
  "ditions cinematographer prevailing anyways nun psychiatry quietly respectable upgrades bracket gore inputs " +
  "centimeters jstor tabloid"

/** Rank of each listed word, 0 for the most frequent. */
export const ENGLISH_WORD_RANKS: ReadonlyMap<string, number> = new Map(
  WORDS.split(" ").map((word, rank) => [word, rank])
)

/** The rank given to a word that is not listed: rarer than any listed word. */
export const UNLISTED_RANK = 20_000
