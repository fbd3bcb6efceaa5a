// Graphviz DOT of the same description, rendered to SVG offline by @hpcc-js/wasm-graphviz.
import type { DiagramState, MachineDiagram } from './describe';

const q = (text: string): string => `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')}"`;
const initialPoint = (id: string): string => q(`${id}#initial`);

/** The node an edge attaches to: the state itself, or the initial point inside a compound state. */
function anchor(state: DiagramState): string {
  return state.children.length === 0 ? q(state.id) : initialPoint(state.id);
}

function stateDot(state: DiagramState, indent: string, out: string[]): void {
  const label = [state.key, ...state.notes].join('\n');
  if (state.children.length === 0) {
    const shape = state.type === 'final' ? 'doublecircle' : 'box';
    out.push(`${indent}${q(state.id)} [label=${q(label)} shape=${shape} style="rounded,filled" fillcolor="#eef3fb"];`);
    return;
  }
  out.push(`${indent}subgraph ${q(`cluster_${state.id}`)} {`);
  out.push(`${indent}  label=${q(label + (state.type === 'parallel' ? ' (parallel)' : ''))}; style=rounded; color="#5b6b86";`);
  // A parallel state has no initial child; its point only anchors edges to the cluster, so it stays hidden.
  const style = state.type === 'parallel' ? ' style=invis' : '';
  out.push(`${indent}  ${initialPoint(state.id)} [shape=point width=0.12 label=""${style}];`);
  for (const child of state.children) stateDot(child, `${indent}  `, out);
  out.push(`${indent}}`);
}

export function toDot(diagram: MachineDiagram): string {
  const out = [
    `digraph ${q(diagram.id)} {`,
    '  rankdir=LR; compound=true; fontname="Helvetica"; node [fontname="Helvetica" fontsize=11]; edge [fontname="Helvetica" fontsize=10];',
  ];
  const byId = new Map<string, DiagramState>();
  const index = (state: DiagramState): void => {
    byId.set(state.id, state);
    state.children.forEach(index);
  };
  index(diagram.root);
  stateDot(diagram.root, '  ', out);

  const initialEdges = (state: DiagramState): void => {
    if (state.initialId) {
      const target = byId.get(state.initialId);
      if (target) out.push(`  ${initialPoint(state.id)} -> ${anchor(target)}${target.children.length ? ` [lhead=${q(`cluster_${target.id}`)}]` : ''};`);
    }
    state.children.forEach(initialEdges);
  };
  initialEdges(diagram.root);

  for (const edge of diagram.edges) {
    const source = byId.get(edge.sourceId);
    if (!source) continue;
    for (const targetId of edge.targetIds) {
      const target = byId.get(targetId);
      if (!target) continue;
      const attrs = [`label=${q(edge.label)}`];
      if (source.children.length) attrs.push(`ltail=${q(`cluster_${source.id}`)}`);
      if (target.children.length && target !== source) attrs.push(`lhead=${q(`cluster_${target.id}`)}`);
      out.push(`  ${anchor(source)} -> ${anchor(target)} [${attrs.join(' ')}];`);
    }
  }
  out.push('}');
  return `${out.join('\n')}\n`;
}
