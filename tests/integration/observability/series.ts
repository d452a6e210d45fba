/** The lines of a Prometheus scrape, by series: `kredi_queue_depth{queue="topups"}` → 0. */
export function seriesOf(text: string): Map<string, number> {
  const series = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const at = line.lastIndexOf(' ');
    series.set(line.slice(0, at), Number(line.slice(at + 1)));
  }
  return series;
}
