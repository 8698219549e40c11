import { detectDurations, formatClock } from './durations';

const seconds = (text: string) => detectDurations(text).map((d) => d.seconds);
const labels = (text: string) => detectDurations(text).map((d) => d.label);

describe('detectDurations', () => {
  it.each([
    ['Bake for 25 minutes, until the crust is deep golden.', 1500, '25 min'],
    ['Let the dough rest 25 mins before rolling.', 1500, '25 min'],
    ['Simmer gently, covered, for 1 hour.', 3600, '1 hr'],
    ['Braise in the oven for 1 1/2 hours, turning the meat halfway.', 5400, '1 hr 30 min'],
    ['Roast the shoulder for 1.5 hours at 160°C.', 5400, '1 hr 30 min'],
    ['Microwave on high for 90 seconds, then stir.', 90, '90 sec'],
    ['Blend for 30 secs until smooth.', 30, '30 sec'],
    ['Slow-cook for 1 hour 15 minutes, until the beans are tender.', 4500, '1 hr 15 min'],
    ['Cook for 1 hr and 15 mins.', 4500, '1 hr 15 min'],
    ['Sear the steak 5–7 minutes per side for medium.', 420, '5–7 min'],
    ['Sauté the onions for 5-7 minutes until soft.', 420, '5–7 min'],
    ['Boil the eggs 5 to 7 minutes, then cool in ice water.', 420, '5–7 min'],
    ['Whisk constantly for a minute, until the sauce thickens.', 60, '1 min'],
    ['Chill the custard for an hour before serving.', 3600, '1 hr'],
    ['Leave the dough to rise for half an hour in a warm place.', 1800, '30 min'],
    ['Simmer for 2 seconds.', 2, '2 sec'],
    ['Toast the spices in a dry pan for 2 minutes 30 seconds.', 150, '2 min 30 sec'],
    ['Rest the meat for a 10-minute break before carving.', 600, '10 min'],
    ['Knead for ten minutes until smooth and elastic.', 600, '10 min'],
    ['Proof for 1½ hours.', 5400, '1 hr 30 min'],
  ])('finds the time in %p', (text, secs, label) => {
    expect(detectDurations(text)).toEqual([{ label, seconds: secs }]);
  });

  it('finds every time a step mentions, once each', () => {
    expect(detectDurations('Bake for 20 minutes, then lower the heat and bake 10 minutes more. Rest for 20 minutes.')).toEqual([
      { label: '20 min', seconds: 1200 },
      { label: '10 min', seconds: 600 },
    ]);
  });

  it.each([
    'Soak the beans overnight.',
    'Fry until golden and crisp.',
    'Stir for a few minutes until fragrant.',
    'Preheat the oven to 220°C and line a tray.',
    'Add 2 cups of stock and 3 tbsp butter.',
    'Season with salt and pepper to taste.',
    'Cook for several minutes, until the liquid has reduced by 1/2.',
    'Marinate for at least 4 hrs or, better, overnight.',
  ])('ignores %p except real times', (text) => {
    const expected = text.includes('4 hrs') ? [{ label: '4 hr', seconds: 14400 }] : [];
    expect(detectDurations(text)).toEqual(expected);
  });

  it('reads real recipe steps', () => {
    expect(labels('Preheat the oven to 200°C. Roast the squash for 35-40 minutes, tossing once.')).toEqual(['35–40 min']);
    expect(seconds('Bring 4 cups of water to a boil, add the rice and simmer for 18 minutes.')).toEqual([1080]);
    expect(seconds('Pour the batter into 2 pans and bake 30 to 35 minutes; cool for 1 hour before frosting.')).toEqual([2100, 3600]);
    expect(labels('Let the dough rise until doubled, about 1 to 2 hours.')).toEqual(['1–2 hr']);
    expect(labels('Cook the pasta 1 minute less than the packet says, about 9 mins.')).toEqual(['1 min', '9 min']);
  });
});

describe('formatClock', () => {
  it('shows mm:ss, and h:mm:ss from an hour', () => {
    expect(formatClock(25 * 60 * 1000)).toBe('25:00');
    expect(formatClock(61_500)).toBe('01:02');
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(-500)).toBe('00:00');
    expect(formatClock(4500 * 1000)).toBe('1:15:00');
  });
});
