import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
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
    expect(text).toContain('«convertelo:separador-decimal»: el separador decimal que eliges');
    expect(text).toContain('«convertelo:resultados»: la precisión de los resultados y la fracción de pulgada');
    expect(text).toContain('localStorage');
    expect(text).toContain('Nada de esto sale nunca de tu navegador');
    expect(text).toContain('«Borrar todo» vacía la lista');
    expect(text).toContain('elimina los datos de este sitio');
  });
});

/** Every 'convertelo:…' key written anywhere in the code, so that a new one cannot go unsaid. */
function keysInCode(): Set<string> {
  const keys = new Set<string>();
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name))
        for (const match of readFileSync(file, 'utf8').matchAll(/'(convertelo:[a-z-]+)'/g)) keys.add(match[1] ?? '');
    }
  };
  for (const folder of ['lib', 'hooks', 'components', 'app']) walk(path.join(__dirname, '..', '..', folder));
  return keys;
}

it('the privacy page names every key the code keeps in the browser', () => {
  const keys = keysInCode();
  expect(keys.size).toBeGreaterThanOrEqual(4);
  for (const key of keys) expect(text).toContain(`«${key}»`);
});
