// Mermaid stateDiagram-v2, the form GitHub renders in a Markdown file.
import { allStates, type DiagramState, type MachineDiagram } from './describe';

const mermaidId = (id: string): string => id.replace(/[^A-Za-z0-9_]/g, '_');
const quote = (text: string): string => text.replace(/"/g, "'");

function stateLines(state: DiagramState, indent: string): string[] {
  const id = mermaidId(state.id);
  const lines: string[] = [];
  if (state.children.length === 0) {
    lines.push(`${indent}state "${quote(state.key)}" as ${id}`);
  } else {
    lines.push(`${indent}state "${quote(state.key)}" as ${id} {`);
    const inner = `${indent}  `;
    if (state.initialId) lines.push(`${inner}[*] --> ${mermaidId(state.initialId)}`);
    state.children.forEach((child, index) => {
      if (state.type === 'parallel' && index > 0) lines.push(`${inner}--`);
      lines.push(...stateLines(child, inner));
    });
    for (const child of state.children) {
      if (child.type === 'final') lines.push(`${inner}${mermaidId(child.id)} --> [*]`);
    }
    lines.push(`${indent}}`);
  }
  for (const note of state.notes) lines.push(`${indent}${id} : ${note}`);
  return lines;
}

export function toMermaid(diagram: MachineDiagram): string {
  const lines = ['stateDiagram-v2'];
  const { root } = diagram;
  if (root.initialId) lines.push(`  [*] --> ${mermaidId(root.initialId)}`);
  for (const child of root.children) lines.push(...stateLines(child, '  '));
  for (const child of root.children) {
    if (child.type === 'final') lines.push(`  ${mermaidId(child.id)} --> [*]`);
  }
  for (const edge of diagram.edges) {
    for (const target of edge.targetIds) {
      lines.push(`  ${mermaidId(edge.sourceId)} --> ${mermaidId(target)} : ${edge.label.replace(/[;\n]/g, ' ')}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

export function stateCount(diagram: MachineDiagram): number {
  return allStates(diagram.root).length;
}
