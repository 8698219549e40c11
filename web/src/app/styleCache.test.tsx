import { CacheProvider } from '@emotion/react';
import Box from '@mui/material/Box';
import { render, screen } from '@testing-library/react';
import { createStyleCache } from './styleCache';

const Note = () => <Box sx={{ color: 'rgb(200, 81, 44)', padding: '3px' }}>Note</Box>;
const Other = () => <Box sx={{ color: 'rgb(30, 133, 123)', margin: '5px' }}>Other</Box>;

/** The Emotion name of the note's style, as the cache names it: `css-<name>`. */
function emotionName(element: HTMLElement) {
  return /(?:^|\s)css-([a-z0-9]+)/.exec(element.className)?.[1];
}

function cssTextOf(element: Element) {
  return [...(element as HTMLStyleElement).sheet!.cssRules].map((rule) => rule.cssText).join('');
}

function renderWith(ui: React.ReactElement) {
  return render(<CacheProvider value={createStyleCache()}>{ui}</CacheProvider>);
}

describe("the app's Emotion cache and the styles a first screen's page carries", () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('without page styles, puts rules in the head', () => {
    renderWith(<Note />);
    expect(document.head.querySelector('style[data-emotion="css"]')).not.toBeNull();
    expect(document.body.querySelector('style')).toBeNull();
  });

  it("inserts no rule for a name the page carries, and leaves the page's element where it is", () => {
    const { unmount } = renderWith(<Note />);
    const name = emotionName(screen.getByText('Note'));
    expect(name).toBeTruthy();
    unmount();
    document.head.innerHTML = '';

    const pageStyles = document.createElement('style');
    pageStyles.setAttribute('data-screen-styles', `other ${name}`);
    pageStyles.textContent = `.css-${name}{color:rgb(200, 81, 44);padding:3px;}`;
    document.body.append(pageStyles);

    renderWith(<Note />);
    expect(emotionName(screen.getByText('Note'))).toBe(name);
    expect(document.querySelectorAll('style[data-emotion]')).toHaveLength(0);
    expect(pageStyles.parentElement).toBe(document.body);
    expect(getComputedStyle(screen.getByText('Note')).padding).toBe('3px');
  });

  it("puts the rules the page lacks right after the page's element, so they follow its rules", () => {
    const pageStyles = document.createElement('style');
    pageStyles.setAttribute('data-screen-styles', 'carried');
    document.body.append(pageStyles, document.createElement('div'));

    renderWith(<Other />);
    const inserted = pageStyles.nextElementSibling;
    expect(inserted?.getAttribute('data-emotion')).toBe('css');
    expect(cssTextOf(inserted!)).toContain('margin: 5px');
    expect(document.head.querySelector('style')).toBeNull();
  });
});
