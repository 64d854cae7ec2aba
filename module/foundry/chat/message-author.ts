/** The user who posted a message. Typed as always set, but a message whose author was deleted has none. */
export function authorOf(message: ChatMessage.Implementation): User.Implementation | null {
  return message.author;
}
