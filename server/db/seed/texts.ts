// Neutral text building blocks for the demo content: profile texts, interview answers, feed
// posts, paragraphs, comments (album titles: albumTexts.ts). Everything here is deliberately
// everyday and non-explicit (ARCHITECTURE.md "Demo content"), and what a guest reads is written
// in all four languages (localized.ts, issue 20).
import { joinLocalized, type Localized } from './localized.ts';
import type { Random } from './random.ts';

export const CITIES = [
  { country: 'DE', city: 'Berlin', zip: '10115', lat: 52.52, lng: 13.405 },
  { country: 'DE', city: 'Hamburg', zip: '20095', lat: 53.551, lng: 9.993 },
  { country: 'DE', city: 'Munich', zip: '80331', lat: 48.137, lng: 11.575 },
  { country: 'DE', city: 'Cologne', zip: '50667', lat: 50.937, lng: 6.96 },
  { country: 'DE', city: 'Leipzig', zip: '04109', lat: 51.339, lng: 12.373 },
  { country: 'DE', city: 'Dresden', zip: '01067', lat: 51.05, lng: 13.737 },
  { country: 'DE', city: 'Frankfurt', zip: '60311', lat: 50.11, lng: 8.682 },
  { country: 'DE', city: 'Stuttgart', zip: '70173', lat: 48.775, lng: 9.182 },
  { country: 'DE', city: 'Hanover', zip: '30159', lat: 52.375, lng: 9.732 },
  { country: 'AT', city: 'Vienna', zip: '1010', lat: 48.208, lng: 16.373 },
  { country: 'AT', city: 'Graz', zip: '8010', lat: 47.07, lng: 15.439 },
  { country: 'CH', city: 'Zurich', zip: '8001', lat: 47.376, lng: 8.541 },
  { country: 'CH', city: 'Basel', zip: '4051', lat: 47.559, lng: 7.588 },
  { country: 'NL', city: 'Amsterdam', zip: '1012', lat: 52.367, lng: 4.904 },
  { country: 'NL', city: 'Utrecht', zip: '3511', lat: 52.09, lng: 5.121 },
  { country: 'ES', city: 'Madrid', zip: '28013', lat: 40.417, lng: -3.704 },
  { country: 'ES', city: 'Valencia', zip: '46002', lat: 39.47, lng: -0.376 },
  { country: 'BE', city: 'Antwerp', zip: '2000', lat: 51.219, lng: 4.402 },
  { country: 'PL', city: 'Wroclaw', zip: '50-001', lat: 51.108, lng: 17.038 },
  { country: 'CZ', city: 'Prague', zip: '110 00', lat: 50.075, lng: 14.437 },
] as const;

// biome-ignore format: data table, one row per line
export const LANGUAGE_OF_COUNTRY: Record<string, string> = {
  DE: 'de', AT: 'de', CH: 'de', NL: 'nl', BE: 'nl', ES: 'es', PL: 'pl', CZ: 'cs',
};

// biome-ignore format: data table, one row per line
const ABOUT_SENTENCES: readonly Localized[] = [
  { en: 'I love long walks by the river and a good cup of coffee afterwards.', de: 'Ich liebe lange Spaziergänge am Fluss und danach einen guten Kaffee.', nl: 'Ik hou van lange wandelingen langs de rivier en daarna een goede kop koffie.', es: 'Me encantan los paseos largos junto al río y después un buen café.' },
  { en: 'Music is my daily companion, from jazz to synth pop.', de: 'Musik begleitet mich jeden Tag, von Jazz bis Synthpop.', nl: 'Muziek is mijn dagelijkse metgezel, van jazz tot synthpop.', es: 'La música me acompaña cada día, del jazz al synth pop.' },
  { en: 'I am a curious person and always happy to learn something new.', de: 'Ich bin neugierig und lerne immer gern etwas Neues.', nl: 'Ik ben nieuwsgierig en leer altijd graag iets nieuws.', es: 'Soy una persona curiosa y siempre me gusta aprender algo nuevo.' },
  { en: 'Weekends are for hiking, cooking with friends and board games.', de: 'Wochenenden sind zum Wandern, Kochen mit Freunden und für Brettspiele da.', nl: 'Weekenden zijn voor wandelen, koken met vrienden en bordspellen.', es: 'Los fines de semana son para hacer senderismo, cocinar con amigos y jugar a juegos de mesa.' },
  { en: 'I studied design and still sketch whenever I find a quiet moment.', de: 'Ich habe Design studiert und zeichne noch immer, wenn ich einen ruhigen Moment finde.', nl: 'Ik heb design gestudeerd en schets nog steeds als ik een rustig moment vind.', es: 'Estudié diseño y todavía dibujo cuando encuentro un momento tranquilo.' },
  { en: 'Travelling is my passion; my next trip is already planned.', de: 'Reisen ist meine Leidenschaft; die nächste Reise ist schon geplant.', nl: 'Reizen is mijn passie; mijn volgende reis is al gepland.', es: 'Viajar es mi pasión; mi próximo viaje ya está planeado.' },
  { en: 'I enjoy relaxed conversations and a good laugh.', de: 'Ich mag entspannte Gespräche und lache gern.', nl: 'Ik hou van ontspannen gesprekken en een goede lach.', es: 'Disfruto de las conversaciones tranquilas y de reírme a gusto.' },
  { en: 'Yoga in the morning keeps me balanced for the rest of the day.', de: 'Yoga am Morgen hält mich den ganzen Tag im Gleichgewicht.', nl: 'Yoga in de ochtend houdt me de rest van de dag in balans.', es: 'El yoga por la mañana me mantiene en equilibrio el resto del día.' },
  { en: 'My favourite season is autumn, with its colours and cosy evenings.', de: 'Meine liebste Jahreszeit ist der Herbst, mit seinen Farben und gemütlichen Abenden.', nl: 'Mijn favoriete seizoen is de herfst, met zijn kleuren en gezellige avonden.', es: 'Mi estación favorita es el otoño, con sus colores y sus tardes acogedoras.' },
  { en: 'I speak my mind and appreciate honesty.', de: 'Ich sage, was ich denke, und schätze Ehrlichkeit.', nl: 'Ik zeg wat ik denk en waardeer eerlijkheid.', es: 'Digo lo que pienso y valoro la sinceridad.' },
  { en: 'Cats, plants and a tidy desk make me happy.', de: 'Katzen, Pflanzen und ein aufgeräumter Schreibtisch machen mich glücklich.', nl: 'Katten, planten en een opgeruimd bureau maken me blij.', es: 'Los gatos, las plantas y un escritorio ordenado me hacen feliz.' },
  { en: 'I am a night owl and often online late in the evening.', de: 'Ich bin eine Nachteule und oft spät abends online.', nl: 'Ik ben een nachtuil en vaak laat op de avond online.', es: 'Soy noctámbula y a menudo estoy conectada tarde por la noche.' },
  { en: 'Dancing is how I unwind after a long day.', de: 'Beim Tanzen entspanne ich mich nach einem langen Tag.', nl: 'Dansen is hoe ik ontspan na een lange dag.', es: 'Bailar es mi forma de desconectar después de un día largo.' },
  { en: 'I collect vinyl records and old postcards.', de: 'Ich sammle Schallplatten und alte Postkarten.', nl: 'Ik verzamel grammofoonplaten en oude ansichtkaarten.', es: 'Colecciono discos de vinilo y postales antiguas.' },
];

export function aboutText(random: Random): Localized {
  return joinLocalized(random.sample(ABOUT_SENTENCES, random.int(2, 4)), ' ');
}

/** Tag groups of /videos/tag/{tagGroup}; 'asmr' feeds the global search's asmr section. */
// biome-ignore format: data table, one row per line
export const TAG_GROUPS = [
  'lifestyle', 'travel', 'fitness', 'cooking', 'asmr', 'outdoor', 'music', 'dance', 'fashion',
  'behind the scenes', 'art', 'home',
] as const;

// Guests' comments stay in the language they were written in, like any guest's text: English.
// biome-ignore format: data table, one row per line
const COMMENTS = [
  'Lovely colours!', 'Great atmosphere.', 'Thanks for sharing.', 'The view is amazing.',
  'Looking forward to the next one.', 'What a nice idea.', 'This made my day.',
  'Beautiful light in this one.', 'So relaxing to watch.', 'Where was this taken?',
  'Really well done.', 'Love the music choice.', 'Such good vibes.', 'Very creative!',
];

export function commentText(random: Random): string {
  return random.pick(COMMENTS);
}

// biome-ignore format: data table, one row per line
export const INTERVIEW_QUESTIONS: readonly { question: Localized; answers: readonly Localized[] }[] = [
  {
    question: { en: 'How would you describe yourself in three words?', de: 'Wie würdest du dich in drei Worten beschreiben?', nl: 'Hoe zou je jezelf in drie woorden omschrijven?', es: '¿Cómo te describirías en tres palabras?' },
    answers: [
      { en: 'Curious, cheerful, honest.', de: 'Neugierig, fröhlich, ehrlich.', nl: 'Nieuwsgierig, vrolijk, eerlijk.', es: 'Curiosa, alegre, sincera.' },
      { en: 'Calm, creative, loyal.', de: 'Ruhig, kreativ, treu.', nl: 'Rustig, creatief, trouw.', es: 'Tranquila, creativa, leal.' },
      { en: 'Spontaneous, warm, funny.', de: 'Spontan, herzlich, witzig.', nl: 'Spontaan, warm, grappig.', es: 'Espontánea, cariñosa, divertida.' },
    ],
  },
  {
    question: { en: 'What do you do on a perfect Sunday?', de: 'Was machst du an einem perfekten Sonntag?', nl: 'Wat doe je op een perfecte zondag?', es: '¿Qué haces en un domingo perfecto?' },
    answers: [
      { en: 'Sleep in, then brunch with friends.', de: 'Ausschlafen, dann Brunch mit Freunden.', nl: 'Uitslapen en dan brunchen met vrienden.', es: 'Dormir hasta tarde y luego un brunch con amigos.' },
      { en: 'A long walk and a good book.', de: 'Ein langer Spaziergang und ein gutes Buch.', nl: 'Een lange wandeling en een goed boek.', es: 'Un paseo largo y un buen libro.' },
      { en: 'Cooking something new and watching films.', de: 'Etwas Neues kochen und Filme schauen.', nl: 'Iets nieuws koken en films kijken.', es: 'Cocinar algo nuevo y ver películas.' },
    ],
  },
  {
    question: { en: 'Which place would you like to travel to next?', de: 'Wohin möchtest du als Nächstes reisen?', nl: 'Waar wil je hierna naartoe reizen?', es: '¿A qué lugar te gustaría viajar ahora?' },
    answers: [
      { en: 'Japan, for the food and the gardens.', de: 'Nach Japan, wegen des Essens und der Gärten.', nl: 'Japan, voor het eten en de tuinen.', es: 'A Japón, por la comida y los jardines.' },
      { en: 'Iceland, I want to see the northern lights.', de: 'Nach Island, ich will die Polarlichter sehen.', nl: 'IJsland, ik wil het noorderlicht zien.', es: 'A Islandia, quiero ver la aurora boreal.' },
      { en: 'A road trip through Portugal.', de: 'Ein Roadtrip durch Portugal.', nl: 'Een roadtrip door Portugal.', es: 'Un viaje en coche por Portugal.' },
    ],
  },
  {
    question: { en: 'What music is playing in your room right now?', de: 'Welche Musik läuft gerade bei dir?', nl: 'Welke muziek speelt er nu in je kamer?', es: '¿Qué música suena ahora en tu habitación?' },
    answers: [
      { en: 'Mostly indie pop.', de: 'Meistens Indie-Pop.', nl: 'Meestal indiepop.', es: 'Sobre todo indie pop.' },
      { en: 'Old soul records.', de: 'Alte Soul-Platten.', nl: 'Oude soulplaten.', es: 'Discos antiguos de soul.' },
      { en: 'Whatever my playlist shuffles to.', de: 'Was meine Playlist gerade zufällig spielt.', nl: 'Wat mijn playlist toevallig kiest.', es: 'Lo que elija mi lista en modo aleatorio.' },
    ],
  },
  {
    question: { en: 'What makes a chat great for you?', de: 'Was macht für dich einen tollen Chat aus?', nl: 'Wat maakt een chat voor jou geweldig?', es: '¿Qué hace que un chat sea genial para ti?' },
    answers: [
      { en: 'Humour and good manners.', de: 'Humor und gute Umgangsformen.', nl: 'Humor en goede manieren.', es: 'El humor y los buenos modales.' },
      { en: 'When we both forget the time.', de: 'Wenn wir beide die Zeit vergessen.', nl: 'Als we allebei de tijd vergeten.', es: 'Cuando los dos perdemos la noción del tiempo.' },
      { en: 'Genuine curiosity.', de: 'Echte Neugier.', nl: 'Oprechte nieuwsgierigheid.', es: 'La curiosidad sincera.' },
    ],
  },
  {
    question: { en: 'Your favourite food?', de: 'Dein Lieblingsessen?', nl: 'Je lievelingseten?', es: '¿Tu comida favorita?' },
    answers: [
      { en: 'Homemade pasta.', de: 'Selbst gemachte Pasta.', nl: 'Zelfgemaakte pasta.', es: 'La pasta casera.' },
      { en: 'Anything with avocado.', de: 'Alles mit Avocado.', nl: 'Alles met avocado.', es: 'Cualquier cosa con aguacate.' },
      { en: 'My grandmother\'s apple cake.', de: 'Der Apfelkuchen meiner Oma.', nl: 'De appeltaart van mijn oma.', es: 'La tarta de manzana de mi abuela.' },
    ],
  },
  {
    question: { en: 'What is your hidden talent?', de: 'Was ist dein verborgenes Talent?', nl: 'Wat is je verborgen talent?', es: '¿Cuál es tu talento oculto?' },
    answers: [
      { en: 'I can juggle.', de: 'Ich kann jonglieren.', nl: 'Ik kan jongleren.', es: 'Sé hacer malabares.' },
      { en: 'I draw portraits in minutes.', de: 'Ich zeichne Porträts in wenigen Minuten.', nl: 'Ik teken portretten in een paar minuten.', es: 'Dibujo retratos en minutos.' },
      { en: 'I know every word of old musicals.', de: 'Ich kann alte Musicals Wort für Wort.', nl: 'Ik ken elk woord van oude musicals.', es: 'Me sé de memoria los musicales antiguos.' },
    ],
  },
];

// biome-ignore format: data table, one row per line
export const CHAT_SHOW_TITLES: readonly Localized[] = [
  { en: 'Q&A evening', de: 'Frage-und-Antwort-Abend', nl: 'Vragenavond', es: 'Noche de preguntas' },
  { en: 'Cooking along', de: 'Gemeinsam kochen', nl: 'Samen koken', es: 'Cocinamos juntos' },
  { en: 'Dance workshop', de: 'Tanzworkshop', nl: 'Dansworkshop', es: 'Taller de baile' },
  { en: 'Travel stories', de: 'Reisegeschichten', nl: 'Reisverhalen', es: 'Historias de viaje' },
  { en: 'Guitar session', de: 'Gitarrenstunde', nl: 'Gitaarsessie', es: 'Sesión de guitarra' },
  { en: 'Games night', de: 'Spieleabend', nl: 'Spelletjesavond', es: 'Noche de juegos' },
  { en: 'Morning stretch together', de: 'Gemeinsam dehnen am Morgen', nl: 'Samen rekken in de ochtend', es: 'Estiramientos matinales juntos' },
  { en: 'Movie quiz', de: 'Filmquiz', nl: 'Filmquiz', es: 'Concurso de cine' },
  { en: 'Karaoke hour', de: 'Karaoke-Stunde', nl: 'Karaoke-uur', es: 'Hora de karaoke' },
  { en: 'Art class', de: 'Malkurs', nl: 'Tekenles', es: 'Clase de arte' },
];

// biome-ignore format: data table, one row per line
export const HEAT_MAP_MEMOS: readonly Localized[] = [
  { en: 'Usually online in the evenings.', de: 'Meistens abends online.', nl: 'Meestal \'s avonds online.', es: 'Normalmente conectada por las tardes.' },
  { en: 'Mostly online around lunchtime.', de: 'Meistens um die Mittagszeit online.', nl: 'Meestal rond lunchtijd online.', es: 'Casi siempre conectada a mediodía.' },
  { en: 'Online late at night on weekends.', de: 'Am Wochenende spät nachts online.', nl: 'In het weekend laat in de nacht online.', es: 'Conectada de madrugada los fines de semana.' },
  { en: 'Early bird: mornings are best.', de: 'Frühaufsteherin: morgens klappt es am besten.', nl: 'Vroege vogel: de ochtend is het best.', es: 'Madrugadora: las mañanas son lo mejor.' },
  { en: 'Online most afternoons.', de: 'An den meisten Nachmittagen online.', nl: 'De meeste middagen online.', es: 'Conectada casi todas las tardes.' },
  { en: 'Irregular times; pin me to get notified.', de: 'Unregelmäßige Zeiten; merk mich vor, dann wirst du benachrichtigt.', nl: 'Wisselende tijden; pin me om een melding te krijgen.', es: 'Horarios irregulares; fíjame para recibir un aviso.' },
];

// biome-ignore format: data table, one row per line
const FEED_TEXTS: readonly Localized[] = [
  { en: 'New week, new plans. What are you up to?', de: 'Neue Woche, neue Pläne. Was hast du vor?', nl: 'Nieuwe week, nieuwe plannen. Wat ga jij doen?', es: 'Nueva semana, nuevos planes. ¿Qué vas a hacer tú?' },
  { en: 'Just back from a long walk, feeling great.', de: 'Gerade von einem langen Spaziergang zurück, mir geht es super.', nl: 'Net terug van een lange wandeling, ik voel me geweldig.', es: 'Acabo de volver de un paseo largo y me siento genial.' },
  { en: 'Thank you for 1,000 followers!', de: 'Danke für 1.000 Follower!', nl: 'Bedankt voor 1.000 volgers!', es: '¡Gracias por 1.000 seguidores!' },
  { en: 'Trying a new recipe tonight, wish me luck.', de: 'Heute Abend probiere ich ein neues Rezept, drück mir die Daumen.', nl: 'Vanavond probeer ik een nieuw recept, duim voor me.', es: 'Esta noche pruebo una receta nueva, deséame suerte.' },
  { en: 'Which colour should I pick for the new studio wall?', de: 'Welche Farbe soll die neue Studiowand bekommen?', nl: 'Welke kleur moet de nieuwe studiomuur krijgen?', es: '¿Qué color elijo para la nueva pared del estudio?' },
  { en: 'Rainy day, perfect for a movie.', de: 'Regentag, perfekt für einen Film.', nl: 'Regenachtige dag, perfect voor een film.', es: 'Día de lluvia, perfecto para una película.' },
  { en: 'Had so much fun in yesterday\'s show.', de: 'Die Show gestern hat so viel Spaß gemacht.', nl: 'Ik had zoveel plezier in de show van gisteren.', es: 'Me lo pasé genial en el show de ayer.' },
  { en: 'A little preview of what is coming next week.', de: 'Ein kleiner Vorgeschmack auf nächste Woche.', nl: 'Een klein voorproefje van volgende week.', es: 'Un pequeño adelanto de lo que llega la semana que viene.' },
  { en: 'Good morning from the balcony!', de: 'Guten Morgen vom Balkon!', nl: 'Goedemorgen vanaf het balkon!', es: '¡Buenos días desde el balcón!' },
  { en: 'Who else loves autumn?', de: 'Wer liebt den Herbst noch?', nl: 'Wie houdt er nog meer van de herfst?', es: '¿A quién más le encanta el otoño?' },
];

export function feedText(random: Random): Localized {
  return random.pick(FEED_TEXTS);
}

// biome-ignore format: data table, one row per line
const PARAGRAPH_SENTENCES: readonly Localized[] = [
  { en: 'We are happy to share some news with you today.', de: 'Wir freuen uns, heute Neuigkeiten mit dir zu teilen.', nl: 'We delen vandaag graag wat nieuws met je.', es: 'Hoy nos alegra compartir contigo algunas novedades.' },
  { en: 'Many of you asked for it, and now it is here.', de: 'Viele von euch haben danach gefragt, und jetzt ist es da.', nl: 'Velen van jullie vroegen erom, en nu is het er.', es: 'Muchos lo habéis pedido, y ya está aquí.' },
  { en: 'The team worked for weeks to make this possible.', de: 'Das Team hat wochenlang daran gearbeitet.', nl: 'Het team heeft er weken aan gewerkt.', es: 'El equipo ha trabajado durante semanas para hacerlo posible.' },
  { en: 'As always, we look forward to your feedback.', de: 'Wie immer freuen wir uns auf deine Meinung.', nl: 'Zoals altijd kijken we uit naar je reactie.', es: 'Como siempre, esperamos tus comentarios.' },
  { en: 'The schedule is online now, and everyone is welcome to join.', de: 'Der Zeitplan ist jetzt online, und alle sind willkommen.', nl: 'Het schema staat nu online en iedereen is welkom.', es: 'El horario ya está en línea y todo el mundo está invitado.' },
  { en: 'Our performers prepared something special for the occasion.', de: 'Unsere Darstellerinnen haben sich etwas Besonderes ausgedacht.', nl: 'Onze artiesten hebben iets speciaals voorbereid.', es: 'Nuestras artistas han preparado algo especial para la ocasión.' },
  { en: 'Take a look behind the scenes and meet the people who make it happen.', de: 'Wirf einen Blick hinter die Kulissen und lerne die Menschen dahinter kennen.', nl: 'Kijk achter de schermen en ontmoet de mensen die het mogelijk maken.', es: 'Echa un vistazo entre bastidores y conoce a quienes lo hacen posible.' },
  { en: 'The highlights are collected in the gallery below.', de: 'Die Höhepunkte findest du in der Galerie unten.', nl: 'De hoogtepunten staan in de galerij hieronder.', es: 'Los mejores momentos están en la galería de abajo.' },
  { en: 'Tickets and details are available on the event page.', de: 'Tickets und Details gibt es auf der Eventseite.', nl: 'Tickets en details vind je op de evenementpagina.', es: 'Las entradas y los detalles están en la página del evento.' },
  { en: 'Thank you for being part of our community.', de: 'Danke, dass du Teil unserer Community bist.', nl: 'Bedankt dat je deel uitmaakt van onze community.', es: 'Gracias por formar parte de nuestra comunidad.' },
  { en: 'We visited the studio and asked a few questions.', de: 'Wir haben das Studio besucht und ein paar Fragen gestellt.', nl: 'We bezochten de studio en stelden een paar vragen.', es: 'Visitamos el estudio e hicimos algunas preguntas.' },
  { en: 'There is plenty to discover, from new series to live events.', de: 'Es gibt viel zu entdecken, von neuen Serien bis zu Live-Events.', nl: 'Er is veel te ontdekken, van nieuwe series tot live-evenementen.', es: 'Hay mucho por descubrir, desde series nuevas hasta eventos en directo.' },
];

export function paragraph(random: Random): Localized {
  return joinLocalized(random.sample(PARAGRAPH_SENTENCES, random.int(3, 5)), ' ');
}

export function paragraphs(random: Random, count: number): Localized {
  return joinLocalized(
    Array.from({ length: count }, () => paragraph(random)),
    '\n\n',
  );
}
