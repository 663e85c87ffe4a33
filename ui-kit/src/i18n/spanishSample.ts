import { KIT_TEXTS, type KitTexts } from './kitTexts';

/**
 * For the kit's stories and tests: the texts of a deal card (and the parts it is made of) in
 * Spanish, the rest in English. An app gives every text, from its own translations.
 */
export const SPANISH_DEAL_CARD_TEXTS: KitTexts = {
  ...KIT_TEXTS,
  priceTag: { originalPrice: 'Precio original:', now: 'Ahora' },
  dealPicture: { discount: (percent) => `${percent}% DE DESCUENTO`, soldOut: 'Agotado' },
  slotsLeft: {
    slots: (count) => (count === 1 ? 'Queda 1 lugar' : `Quedan ${count} lugares`),
    noSlots: 'No quedan lugares',
    spots: (count) => (count === 1 ? 'Queda 1 lugar' : `Quedan ${count} lugares`),
    lastSpots: (count) => (count === 1 ? 'Último lugar' : `Últimos ${count} lugares`),
    soldOut: 'Agotado',
  },
  starRating: {
    rated: (rating) => `Calificación: ${rating} de 5`,
    reviews: (count) => `(${count} ${count === 1 ? 'reseña' : 'reseñas'})`,
  },
  dealCard: {
    when: 'Cuándo:',
    location: 'Ubicación:',
    away: (distance) => `a ${distance}`,
    isNew: 'Nuevo',
    moreTimes: (count) => `+${count} ${count === 1 ? 'horario más' : 'horarios más'}`,
    removed: 'Ya no está disponible',
    book: 'Reservar ahora',
    booking: 'Procesando...',
  },
  saveButton: { saved: 'Guardada', save: 'Guardar oferta', signInToSave: 'Inicie sesión para guardar ofertas' },
};
