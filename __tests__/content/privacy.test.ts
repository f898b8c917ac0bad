import { privacyContent } from '@/lib/content/legal';
import { FAVOURITES_KEY } from '@/lib/preferences/favourites';
import { RECENTS_KEY } from '@/lib/preferences/recents';

const text = privacyContent.sections.flatMap((section) => section.paragraphs).join('\n');

describe('the privacy page says what the browser keeps (D31)', () => {
  it('names each key the site writes, as the code writes it', () => {
    expect(RECENTS_KEY).toBe('convertelo:recientes');
    expect(FAVOURITES_KEY).toBe('convertelo:favoritos');
    expect(text).toContain('«convertelo:recientes»: tus conversiones recientes, hasta 20,');
    expect(text).toContain('«convertelo:favoritos»: los convertidores que marcas');
  });

  it('says what else is kept, where, that it never leaves the browser and how to delete it', () => {
    expect(text).toContain('preferencias de números: separador decimal, precisión y fracciones de pulgada');
    expect(text).toContain('localStorage');
    expect(text).toContain('Nada de esto sale nunca de tu navegador');
    expect(text).toContain('«Borrar todo» vacía la lista');
    expect(text).toContain('elimina los datos de este sitio');
  });
});
