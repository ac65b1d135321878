/**
 * The median of a measure's runs (of an even count, the lower of the two middle values).
 * @param {number[]} values
 */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

/**
 * Prints a measure's times as the measure scripts report them: the median, the range and the count.
 * @param {string} name
 * @param {number[]} times milliseconds
 */
export const printTimes = (name, times) => {
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `${name}: median ${sorted[Math.floor(sorted.length / 2)].toFixed(0)} ms · min ${sorted[0].toFixed(0)} · max ${sorted.at(-1).toFixed(0)} (${sorted.length} runs)`,
  );
};
