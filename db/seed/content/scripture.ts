/**
 * Quran verses and hadiths of the /coran-hadith page. Translations follow the usual French
 * renderings (Hamidullah for the Quran); references give the surah and verse numbers, or the
 * collections that report the hadith.
 */
import type { scripturePassages } from "#db/schema";

type PassageRow = typeof scripturePassages.$inferInsert;

const verses: Omit<PassageRow, "kind" | "position">[] = [
  {
    reference: "Sourate Al-Baqara (2), verset 286",
    arabic: "لَا يُكَلِّفُ اللَّهُ نَفْسًا إِلَّا وُسْعَهَا لَهَا مَا كَسَبَتْ وَعَلَيْهَا مَا اكْتَسَبَتْ",
    translation:
      "Allah n'impose à aucune âme une charge supérieure à sa capacité. Elle sera récompensée du bien qu'elle aura fait, punie du mal qu'elle aura fait.",
    theme: "Épreuves",
  },
  {
    reference: "Sourate Ach-Charh (94), versets 5 et 6",
    arabic: "فَإِنَّ مَعَ الْعُسْرِ يُسْرًا (٥) إِنَّ مَعَ الْعُسْرِ يُسْرًا (٦)",
    translation:
      "À côté de la difficulté est, certes, une facilité ! À côté de la difficulté, certes, est une facilité !",
    theme: "Espérance",
  },
  {
    reference: "Sourate Ar-Ra'd (13), verset 28",
    arabic: "الَّذِينَ آمَنُوا وَتَطْمَئِنُّ قُلُوبُهُم بِذِكْرِ اللَّهِ أَلَا بِذِكْرِ اللَّهِ تَطْمَئِنُّ الْقُلُوبُ",
    translation:
      "Ceux qui ont cru, et dont les cœurs se tranquillisent à l'évocation d'Allah. N'est-ce point par l'évocation d'Allah que se tranquillisent les cœurs ?",
    theme: "Rappel de Dieu",
  },
  {
    reference: "Sourate Al-Hujurat (49), verset 13",
    arabic:
      "يَا أَيُّهَا النَّاسُ إِنَّا خَلَقْنَاكُم مِّن ذَكَرٍ وَأُنثَى وَجَعَلْنَاكُمْ شُعُوبًا وَقَبَائِلَ لِتَعَارَفُوا إِنَّ أَكْرَمَكُمْ عِندَ اللَّهِ أَتْقَاكُمْ إِنَّ اللَّهَ عَلِيمٌ خَبِيرٌ",
    translation:
      "Ô hommes ! Nous vous avons créés d'un mâle et d'une femelle, et Nous avons fait de vous des nations et des tribus, pour que vous vous entre-connaissiez. Le plus noble d'entre vous, auprès d'Allah, est le plus pieux. Allah est certes Omniscient et Grand Connaisseur.",
    theme: "Fraternité",
  },
  {
    reference: "Sourate Al-Baqara (2), verset 152",
    arabic: "فَاذْكُرُونِي أَذْكُرْكُمْ وَاشْكُرُوا لِي وَلَا تَكْفُرُونِ",
    translation:
      "Souvenez-vous de Moi donc, Je Me souviendrai de vous. Remerciez-Moi et ne soyez pas ingrats envers Moi.",
    theme: "Gratitude",
  },
  {
    reference: "Sourate Al-Imran (3), verset 159",
    arabic:
      "فَبِمَا رَحْمَةٍ مِّنَ اللَّهِ لِنتَ لَهُمْ وَلَوْ كُنتَ فَظًّا غَلِيظَ الْقَلْبِ لَانفَضُّوا مِنْ حَوْلِكَ فَاعْفُ عَنْهُمْ وَاسْتَغْفِرْ لَهُمْ وَشَاوِرْهُمْ فِي الْأَمْرِ فَإِذَا عَزَمْتَ فَتَوَكَّلْ عَلَى اللَّهِ إِنَّ اللَّهَ يُحِبُّ الْمُتَوَكِّلِينَ",
    translation:
      "C'est par quelque miséricorde de la part d'Allah que tu as été si doux envers eux ! Si tu étais rude, au cœur dur, ils se seraient enfuis de ton entourage. Pardonne-leur donc, et implore pour eux le pardon. Et consulte-les à propos des affaires ; puis, une fois que tu t'es décidé, confie-toi donc à Allah. Allah aime, en vérité, ceux qui Lui font confiance.",
    theme: "Douceur",
  },
];

const hadiths: Omit<PassageRow, "kind" | "position">[] = [
  {
    reference: "Rapporté par Al-Bukhari et Muslim",
    arabic: "إِنَّمَا الأَعْمَالُ بِالنِّيَّاتِ، وَإِنَّمَا لِكُلِّ امْرِئٍ مَا نَوَى",
    translation:
      "Les actions ne valent que par les intentions, et chacun n'obtiendra que ce qu'il a eu l'intention de faire.",
    theme: "Intention",
  },
  {
    reference: "Rapporté par Al-Bukhari et Muslim",
    arabic: "لَا يُؤْمِنُ أَحَدُكُمْ حَتَّى يُحِبَّ لِأَخِيهِ مَا يُحِبُّ لِنَفْسِهِ",
    translation:
      "Aucun de vous n'est véritablement croyant tant qu'il n'aime pas pour son frère ce qu'il aime pour lui-même.",
    theme: "Fraternité",
  },
  {
    reference: "Rapporté par At-Tirmidhi",
    arabic: "تَبَسُّمُكَ فِي وَجْهِ أَخِيكَ لَكَ صَدَقَةٌ",
    translation: "Ton sourire adressé à ton frère est pour toi une aumône.",
    theme: "Bienfaisance",
  },
  {
    reference: "Rapporté par Al-Bukhari et Muslim",
    arabic: "مَنْ كَانَ يُؤْمِنُ بِاللَّهِ وَالْيَوْمِ الآخِرِ فَلْيَقُلْ خَيْرًا أَوْ لِيَصْمُتْ",
    translation: "Que celui qui croit en Allah et au Jour dernier dise du bien ou qu'il se taise.",
    theme: "Parole",
  },
  {
    reference: "Rapporté par Al-Bukhari et Muslim",
    arabic: "لَيْسَ الشَّدِيدُ بِالصُّرَعَةِ، إِنَّمَا الشَّدِيدُ الَّذِي يَمْلِكُ نَفْسَهُ عِنْدَ الْغَضَبِ",
    translation:
      "Le fort n'est pas celui qui terrasse les autres à la lutte ; le fort est celui qui se maîtrise lorsqu'il est en colère.",
    theme: "Maîtrise de soi",
  },
  {
    reference: "Rapporté par Al-Bukhari",
    arabic: "خَيْرُكُمْ مَنْ تَعَلَّمَ الْقُرْآنَ وَعَلَّمَهُ",
    translation: "Le meilleur d'entre vous est celui qui apprend le Coran et l'enseigne.",
    theme: "Savoir",
  },
];

export const samplePassages: PassageRow[] = [
  ...verses.map((row, position) => ({ ...row, kind: "verse", position })),
  ...hadiths.map((row, position) => ({ ...row, kind: "hadith", position })),
];
