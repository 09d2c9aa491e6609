/**
 * Common calls to action in the languages marketers most often ask for: general phrasebook knowledge, so a
 * follow-up such as 'translate the CTA to Italian' can be honoured offline. A call to action not listed is
 * left marked for a translator, never guessed word by word.
 */
const GLOSSARY: Record<string, Record<string, string>> = {
  'learn more': { italian: 'Scopri di più', spanish: 'Más información', french: 'En savoir plus', german: 'Mehr erfahren', portuguese: 'Saiba mais', dutch: 'Meer informatie' },
  'find out more': { italian: 'Scopri di più', spanish: 'Descubre más', french: 'En savoir plus', german: 'Mehr erfahren', portuguese: 'Saiba mais', dutch: 'Meer weten' },
  'book now': { italian: 'Prenota ora', spanish: 'Reserva ahora', french: 'Réservez maintenant', german: 'Jetzt buchen', portuguese: 'Reserve agora', dutch: 'Boek nu' },
  'book your place': { italian: 'Prenota il tuo posto', spanish: 'Reserva tu plaza', french: 'Réservez votre place', german: 'Sichern Sie sich Ihren Platz', portuguese: 'Reserve o seu lugar', dutch: 'Reserveer je plek' },
  'save your place': { italian: 'Prenota il tuo posto', spanish: 'Reserva tu plaza', french: 'Réservez votre place', german: 'Sichern Sie sich Ihren Platz', portuguese: 'Reserve o seu lugar', dutch: 'Reserveer je plek' },
  'sign up': { italian: 'Iscriviti', spanish: 'Regístrate', french: 'Inscrivez-vous', german: 'Jetzt anmelden', portuguese: 'Inscreva-se', dutch: 'Meld je aan' },
  'sign up now': { italian: 'Iscriviti ora', spanish: 'Regístrate ahora', french: 'Inscrivez-vous maintenant', german: 'Jetzt anmelden', portuguese: 'Inscreva-se agora', dutch: 'Meld je nu aan' },
  'register': { italian: 'Registrati', spanish: 'Regístrate', french: 'Inscrivez-vous', german: 'Registrieren', portuguese: 'Registe-se', dutch: 'Registreer je' },
  'get started': { italian: 'Inizia ora', spanish: 'Empieza ahora', french: 'Commencez', german: 'Jetzt starten', portuguese: 'Comece agora', dutch: 'Begin nu' },
  'start now': { italian: 'Inizia ora', spanish: 'Empieza ahora', french: 'Commencez maintenant', german: 'Jetzt starten', portuguese: 'Comece agora', dutch: 'Begin nu' },
  'try it free': { italian: 'Provalo gratis', spanish: 'Pruébalo gratis', french: 'Essayez gratuitement', german: 'Kostenlos testen', portuguese: 'Experimente grátis', dutch: 'Probeer het gratis' },
  'start your free trial': { italian: 'Inizia la prova gratuita', spanish: 'Empieza tu prueba gratuita', french: 'Commencez votre essai gratuit', german: 'Kostenlos testen', portuguese: 'Comece o seu teste grátis', dutch: 'Start je gratis proefperiode' },
  'shop now': { italian: 'Acquista ora', spanish: 'Compra ahora', french: 'Achetez maintenant', german: 'Jetzt kaufen', portuguese: 'Compre agora', dutch: 'Shop nu' },
  'buy now': { italian: 'Acquista ora', spanish: 'Compra ahora', french: 'Achetez maintenant', german: 'Jetzt kaufen', portuguese: 'Compre agora', dutch: 'Koop nu' },
  'contact us': { italian: 'Contattaci', spanish: 'Contáctanos', french: 'Contactez-nous', german: 'Kontaktieren Sie uns', portuguese: 'Contacte-nos', dutch: 'Neem contact op' },
  'get in touch': { italian: 'Contattaci', spanish: 'Ponte en contacto', french: 'Contactez-nous', german: 'Kontakt aufnehmen', portuguese: 'Entre em contacto', dutch: 'Neem contact op' },
  'claim the offer': { italian: "Approfitta dell'offerta", spanish: 'Aprovecha la oferta', french: "Profitez de l'offre", german: 'Angebot sichern', portuguese: 'Aproveite a oferta', dutch: 'Claim het aanbod' },
  'claim your offer': { italian: "Approfitta dell'offerta", spanish: 'Aprovecha tu oferta', french: "Profitez de l'offre", german: 'Angebot sichern', portuguese: 'Aproveite a sua oferta', dutch: 'Claim je aanbod' },
  'see the offer': { italian: "Scopri l'offerta", spanish: 'Ver la oferta', french: "Voir l'offre", german: 'Zum Angebot', portuguese: 'Ver a oferta', dutch: 'Bekijk het aanbod' },
  'book a demo': { italian: 'Prenota una demo', spanish: 'Reserva una demo', french: 'Réservez une démo', german: 'Demo buchen', portuguese: 'Marque uma demonstração', dutch: 'Boek een demo' },
  'book a free class': { italian: 'Prenota una lezione gratuita', spanish: 'Reserva una clase gratis', french: 'Réservez un cours gratuit', german: 'Kostenlose Stunde buchen', portuguese: 'Reserve uma aula grátis', dutch: 'Boek een gratis les' },
  'take a look': { italian: "Dai un'occhiata", spanish: 'Echa un vistazo', french: "Jetez un œil", german: 'Jetzt ansehen', portuguese: 'Dê uma olhada', dutch: 'Neem een kijkje' },
  'see how it works': { italian: 'Scopri come funziona', spanish: 'Descubre cómo funciona', french: 'Découvrez comment ça marche', german: "So funktioniert's", portuguese: 'Veja como funciona', dutch: 'Bekijk hoe het werkt' },
  'donate now': { italian: 'Dona ora', spanish: 'Dona ahora', french: 'Faites un don', german: 'Jetzt spenden', portuguese: 'Doe agora', dutch: 'Doneer nu' },
  'join us': { italian: 'Unisciti a noi', spanish: 'Únete a nosotros', french: 'Rejoignez-nous', german: 'Machen Sie mit', portuguese: 'Junte-se a nós', dutch: 'Doe mee' },
  'read more': { italian: 'Leggi di più', spanish: 'Leer más', french: 'Lire la suite', german: 'Weiterlesen', portuguese: 'Leia mais', dutch: 'Lees meer' },
  'link in bio': { italian: 'link in bio', spanish: 'enlace en la bio', french: 'lien en bio', german: 'Link in der Bio', portuguese: 'link na bio', dutch: 'link in bio' },
};

/** The call to action in the language ('italian', 'es' or 'Italian'), or null when the glossary does not have it. */
export function translateCallToAction(cta: string, language: string): string | null {
  const lang = { it: 'italian', es: 'spanish', fr: 'french', de: 'german', pt: 'portuguese', nl: 'dutch' }[language.toLowerCase()] ?? language.toLowerCase();
  const key = cta.toLowerCase().replace(/[.!:→›»]+$/g, '').replace(/\s+/g, ' ').trim();
  return GLOSSARY[key]?.[lang] ?? null;
}
