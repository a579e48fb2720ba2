"""memhub with LangChain: a chat history that becomes memory, a retriever, and memory tools.

Run with `uv run python examples/langchain_memory.py`. With no MEMHUB_BASE_URL set, the
engine runs inside this process on ./.memhub-examples/langchain. LangChain's fake chat
model stands in for a real one, so this runs offline; swap in any chat model (for tools,
`model.bind_tools(tools)`)."""

from __future__ import annotations

import time

from langchain_core.documents import Document
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage
from langchain_core.prompts import ChatPromptTemplate
from langchain_core.runnables import RunnablePassthrough

from memhub import Memhub
from memhub_langchain import MemhubChatMessageHistory, MemhubRetriever, create_memory_tools

NAMESPACE = "example_langchain_alex"
DATA_DIR = ".memhub-examples/langchain"  # its own data folder: examples never mix memories


def chat(history: MemhubChatMessageHistory) -> list[BaseMessage]:
    """Session 1: an ordinary chat whose history lives in memhub."""
    model = GenericFakeChatModel(
        messages=iter(["Berlin and green tea, noted!", "Kyoto in spring is lovely."])
    )
    said: list[BaseMessage] = []
    for text in ["I live in Berlin and I love green tea.", "I'm planning a trip to Kyoto."]:
        question = HumanMessage(text)
        reply = model.invoke([*history.messages, question])
        history.add_messages([question, reply])  # queued; sent in the background
        said += [question, reply]
        print(f"user: {text}\nassistant: {reply.content}")
    return said


def wait_for_memories(client: Memhub, history: MemhubChatMessageHistory) -> None:
    # Memories form once a conversation has been quiet for a moment (MEMHUB_DREAM_WINDOW).
    print("--- waiting for memhub to turn the chat into memories ...")
    history.writer.flush()
    while True:
        system = client.documents.get(NAMESPACE, history.document_id).system
        if system.status == "done" and system.dreaming_status == "done":
            return
        time.sleep(0.1)


def answer_with_memory(client: Memhub) -> None:
    """Session 2: a retrieval chain puts what memhub learned in front of the model."""
    retriever = MemhubRetriever(client=client, namespace=NAMESPACE, search_mode="memories", k=3)
    for doc in retriever.invoke("Any tea recommendations for me?"):
        print(f"  {doc.metadata['similarity']:.2f}  {doc.page_content}  ({doc.metadata['kind']})")

    prompt = ChatPromptTemplate.from_messages(
        [("system", "What you know about the user:\n{memory}"), ("human", "{question}")]
    )

    def bullets(docs: list[Document]) -> str:
        return "\n".join(f"- {doc.page_content}" for doc in docs)

    setup = {"memory": retriever | bullets, "question": RunnablePassthrough()}
    prompt_value = (setup | prompt).invoke("Any tea recommendations for me?")
    print("--- the model receives:")
    print(prompt_value.to_string())
    model = GenericFakeChatModel(messages=iter(["Try a Japanese sencha."]))
    print(f"--- assistant: {model.invoke(prompt_value).content}")


def use_tools(client: Memhub) -> None:
    """A model that calls memory tools; each call becomes a ToolMessage."""
    tools = {tool.name: tool for tool in create_memory_tools(client, namespace=NAMESPACE)}
    model = GenericFakeChatModel(
        messages=iter(
            [
                AIMessage(
                    "",
                    tool_calls=[
                        {"name": "search_memories", "args": {"query": "tea"}, "id": "call-1"},
                        {"name": "search_memories", "args": {"query": ""}, "id": "call-2"},
                    ],
                )
            ]
        )
    )
    messages: list[BaseMessage] = [HumanMessage("What do I like to drink?")]
    reply = model.invoke(messages)
    for call in reply.tool_calls:
        result = tools[call["name"]].invoke(call)
        print(f"{call['name']}({call['args']}) -> [{result.status}] {result.content}")


def main() -> None:
    with Memhub(data_dir=DATA_DIR) as client:
        # Load the embedding model before the first turn, so it is not spent
        # waiting (a `memhub serve` server has done this long before).
        client.profile(NAMESPACE)
        history = MemhubChatMessageHistory(client, namespace=NAMESPACE, session_id="trip-1")
        history.clear()  # start from a clean slate, so the example can run again
        said = chat(history)
        wait_for_memories(client, history)

        again = MemhubChatMessageHistory(client, namespace=NAMESPACE, session_id="trip-1")
        read_back = again.messages
        print(f"--- history read back: {len(read_back)} messages, exact: {read_back == said}")
        answer_with_memory(client)
        use_tools(client)


if __name__ == "__main__":
    main()
